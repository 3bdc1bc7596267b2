/**
 * Real study-destination cities with their usual Chinese names and approximate centre
 * coordinates. Order within a country is popularity: the first cities are the hot ones.
 * Line format: `ISO2|English name|中文名|lat|lng`.
 */
const RAW = `
GB|London|伦敦|51.5074|-0.1278
GB|Manchester|曼彻斯特|53.4808|-2.2426
GB|Birmingham|伯明翰|52.4862|-1.8904
GB|Edinburgh|爱丁堡|55.9533|-3.1883
GB|Glasgow|格拉斯哥|55.8642|-4.2518
GB|Liverpool|利物浦|53.4084|-2.9916
GB|Leeds|利兹|53.8008|-1.5491
GB|Sheffield|谢菲尔德|53.3811|-1.4701
GB|Nottingham|诺丁汉|52.9548|-1.1581
GB|Bristol|布里斯托|51.4545|-2.5879
GB|Newcastle|纽卡斯尔|54.9783|-1.6178
GB|Coventry|考文垂|52.4068|-1.5197
GB|Southampton|南安普顿|50.9097|-1.4044
GB|Cardiff|卡迪夫|51.4816|-3.1791
GB|Oxford|牛津|51.7520|-1.2577
GB|Cambridge|剑桥|52.2053|0.1218
GB|Leicester|莱斯特|52.6369|-1.1398
GB|York|约克|53.9600|-1.0873
GB|Bath|巴斯|51.3811|-2.3590
GB|Exeter|埃克塞特|50.7184|-3.5339
GB|Durham|杜伦|54.7753|-1.5849
GB|Brighton|布莱顿|50.8225|-0.1372
GB|Aberdeen|阿伯丁|57.1497|-2.0943
GB|Dundee|邓迪|56.4620|-2.9707
GB|St Andrews|圣安德鲁斯|56.3398|-2.7967
GB|Lancaster|兰卡斯特|54.0466|-2.8007
GB|Loughborough|拉夫堡|52.7721|-1.2062
GB|Reading|雷丁|51.4543|-0.9781
GB|Norwich|诺里奇|52.6309|1.2974
GB|Plymouth|普利茅斯|50.3755|-4.1427
GB|Portsmouth|朴茨茅斯|50.8198|-1.0880
GB|Belfast|贝尔法斯特|54.5973|-5.9301
GB|Canterbury|坎特伯雷|51.2802|1.0789
GB|Guildford|吉尔福德|51.2362|-0.5704
GB|Swansea|斯旺西|51.6214|-3.9436
GB|Stirling|斯特灵|56.1165|-3.9369
GB|Salford|索尔福德|53.4875|-2.2901
GB|Huddersfield|哈德斯菲尔德|53.6458|-1.7850
GB|Bournemouth|伯恩茅斯|50.7192|-1.8808
GB|Colchester|科尔切斯特|51.8959|0.8919
AU|Sydney|悉尼|-33.8688|151.2093
AU|Melbourne|墨尔本|-37.8136|144.9631
AU|Brisbane|布里斯班|-27.4698|153.0251
AU|Perth|珀斯|-31.9505|115.8605
AU|Adelaide|阿德莱德|-34.9285|138.6007
AU|Canberra|堪培拉|-35.2809|149.1300
AU|Gold Coast|黄金海岸|-28.0167|153.4000
AU|Hobart|霍巴特|-42.8821|147.3272
AU|Newcastle|纽卡斯尔|-32.9283|151.7817
AU|Wollongong|卧龙岗|-34.4278|150.8931
AU|Darwin|达尔文|-12.4634|130.8456
AU|Geelong|吉朗|-38.1499|144.3617
AU|Townsville|汤斯维尔|-19.2590|146.8169
AU|Cairns|凯恩斯|-16.9186|145.7781
AU|Toowoomba|图文巴|-27.5598|151.9507
AU|Armidale|阿米德尔|-30.5120|151.6650
NZ|Auckland|奥克兰|-36.8485|174.7633
NZ|Wellington|惠灵顿|-41.2865|174.7762
NZ|Christchurch|基督城|-43.5321|172.6362
NZ|Dunedin|达尼丁|-45.8788|170.5028
NZ|Hamilton|汉密尔顿|-37.7870|175.2793
NZ|Palmerston North|北帕默斯顿|-40.3523|175.6082
IE|Dublin|都柏林|53.3498|-6.2603
IE|Cork|科克|51.8985|-8.4756
IE|Galway|戈尔韦|53.2707|-9.0568
IE|Limerick|利默里克|52.6638|-8.6267
IE|Maynooth|梅努斯|53.3813|-6.5918
US|New York|纽约|40.7128|-74.0060
US|Los Angeles|洛杉矶|34.0522|-118.2437
US|Boston|波士顿|42.3601|-71.0589
US|Chicago|芝加哥|41.8781|-87.6298
US|San Francisco|旧金山|37.7749|-122.4194
US|Seattle|西雅图|47.6062|-122.3321
US|Philadelphia|费城|39.9526|-75.1652
US|Washington|华盛顿|38.9072|-77.0369
US|San Diego|圣地亚哥|32.7157|-117.1611
US|Pittsburgh|匹兹堡|40.4406|-79.9959
US|Atlanta|亚特兰大|33.7490|-84.3880
US|Houston|休斯顿|29.7604|-95.3698
US|Austin|奥斯汀|30.2672|-97.7431
US|Cambridge|剑桥|42.3736|-71.1097
US|Ann Arbor|安娜堡|42.2808|-83.7430
US|Berkeley|伯克利|37.8715|-122.2730
US|Irvine|尔湾|33.6846|-117.8265
US|Ithaca|伊萨卡|42.4440|-76.5019
US|Princeton|普林斯顿|40.3573|-74.6672
US|New Haven|纽黑文|41.3083|-72.9279
US|Baltimore|巴尔的摩|39.2904|-76.6122
US|Miami|迈阿密|25.7617|-80.1918
US|Columbus|哥伦布|39.9612|-82.9988
US|Minneapolis|明尼阿波利斯|44.9778|-93.2650
US|Champaign|香槟|40.1164|-88.2434
US|Madison|麦迪逊|43.0731|-89.4012
US|Davis|戴维斯|38.5449|-121.7405
US|Santa Barbara|圣塔芭芭拉|34.4208|-119.6982
US|Evanston|埃文斯顿|42.0451|-87.6877
US|Durham|达勒姆|35.9940|-78.8986
US|Nashville|纳什维尔|36.1627|-86.7816
US|Palo Alto|帕洛阿尔托|37.4419|-122.1430
US|Providence|普罗维登斯|41.8240|-71.4128
US|West Lafayette|西拉法叶|40.4259|-86.9081
CA|Toronto|多伦多|43.6532|-79.3832
CA|Vancouver|温哥华|49.2827|-123.1207
CA|Montreal|蒙特利尔|45.5017|-73.5673
CA|Ottawa|渥太华|45.4215|-75.6972
CA|Calgary|卡尔加里|51.0447|-114.0719
CA|Edmonton|埃德蒙顿|53.5461|-113.4938
CA|Waterloo|滑铁卢|43.4643|-80.5204
CA|Hamilton|汉密尔顿|43.2557|-79.8711
CA|Kingston|金斯顿|44.2312|-76.4860
CA|London|伦敦|42.9849|-81.2453
CA|Halifax|哈利法克斯|44.6488|-63.5752
CA|Victoria|维多利亚|48.4284|-123.3656
CA|Winnipeg|温尼伯|49.8951|-97.1384
CA|Quebec City|魁北克城|46.8139|-71.2080
FR|Paris|巴黎|48.8566|2.3522
FR|Lyon|里昂|45.7640|4.8357
FR|Marseille|马赛|43.2965|5.3698
FR|Toulouse|图卢兹|43.6047|1.4442
FR|Lille|里尔|50.6292|3.0573
FR|Bordeaux|波尔多|44.8378|-0.5792
FR|Nice|尼斯|43.7102|7.2620
FR|Grenoble|格勒诺布尔|45.1885|5.7245
FR|Strasbourg|斯特拉斯堡|48.5734|7.7521
FR|Montpellier|蒙彼利埃|43.6108|3.8767
DE|Berlin|柏林|52.5200|13.4050
DE|Munich|慕尼黑|48.1351|11.5820
DE|Hamburg|汉堡|53.5511|9.9937
DE|Frankfurt|法兰克福|50.1109|8.6821
DE|Cologne|科隆|50.9375|6.9603
DE|Heidelberg|海德堡|49.3988|8.6724
DE|Stuttgart|斯图加特|48.7758|9.1829
DE|Aachen|亚琛|50.7753|6.0839
DE|Dresden|德累斯顿|51.0504|13.7373
DE|Gottingen|哥廷根|51.5413|9.9158
DE|Freiburg|弗莱堡|47.9990|7.8421
DE|Leipzig|莱比锡|51.3397|12.3731
NL|Amsterdam|阿姆斯特丹|52.3676|4.9041
NL|Rotterdam|鹿特丹|51.9244|4.4777
NL|Utrecht|乌得勒支|52.0907|5.1214
NL|Leiden|莱顿|52.1601|4.4970
NL|Delft|代尔夫特|52.0116|4.3571
NL|Groningen|格罗宁根|53.2194|6.5665
NL|Eindhoven|埃因霍温|51.4416|5.4697
NL|The Hague|海牙|52.0705|4.3007
ES|Madrid|马德里|40.4168|-3.7038
ES|Barcelona|巴塞罗那|41.3851|2.1734
ES|Valencia|瓦伦西亚|39.4699|-0.3763
ES|Seville|塞维利亚|37.3891|-5.9845
ES|Salamanca|萨拉曼卡|40.9701|-5.6635
ES|Granada|格拉纳达|37.1773|-3.5986
IT|Milan|米兰|45.4642|9.1900
IT|Rome|罗马|41.9028|12.4964
IT|Florence|佛罗伦萨|43.7696|11.2558
IT|Bologna|博洛尼亚|44.4949|11.3426
IT|Turin|都灵|45.0703|7.6869
IT|Padua|帕多瓦|45.4064|11.8768
JP|Tokyo|东京|35.6762|139.6503
JP|Osaka|大阪|34.6937|135.5023
JP|Kyoto|京都|35.0116|135.7681
JP|Fukuoka|福冈|33.5904|130.4017
JP|Nagoya|名古屋|35.1815|136.9066
JP|Sapporo|札幌|43.0618|141.3545
JP|Sendai|仙台|38.2682|140.8694
JP|Yokohama|横滨|35.4437|139.6380
HK|Hong Kong Island|香港岛|22.2783|114.1747
HK|Kowloon|九龙|22.3193|114.1694
HK|New Territories|新界|22.3807|114.1333
SG|Singapore|新加坡|1.3521|103.8198
MY|Kuala Lumpur|吉隆坡|3.1390|101.6869
MY|Subang Jaya|梳邦再也|3.0565|101.5851
MY|Penang|槟城|5.4141|100.3288
MY|Johor Bahru|新山|1.4927|103.7414
MY|Semenyih|士毛月|2.9515|101.8431
KR|Seoul|首尔|37.5665|126.9780
KR|Busan|釜山|35.1796|129.0756
KR|Incheon|仁川|37.4563|126.7052
KR|Daejeon|大田|36.3504|127.3845
`;

export interface CitySeed {
  iso2: string;
  en: string;
  zh: string;
  lat: number;
  lng: number;
}

export const REAL_CITIES: readonly CitySeed[] = RAW.trim()
  .split("\n")
  .map((line) => {
    const [iso2, en, zh, lat, lng] = line.split("|");
    return { iso2, en, zh, lat: Number(lat), lng: Number(lng) };
  });

/**
 * Syllables for plausible generated town names in English-speaking countries, each with the
 * customary Chinese transliteration, so "Ashford" is 阿什福德 as a Chinese map would write it.
 */
export const TOWN_HEADS: ReadonlyArray<readonly [string, string]> = [
  ["Ash", "阿什"], ["Bex", "贝克斯"], ["Brook", "布鲁克"], ["Castle", "卡斯尔"], ["Clare", "克莱尔"],
  ["Dun", "邓"], ["East", "伊斯特"], ["Elm", "埃尔姆"], ["Fair", "费尔"], ["Glen", "格伦"],
  ["Green", "格林"], ["Hazel", "黑泽尔"], ["High", "海"], ["King", "金"], ["Lake", "莱克"],
  ["Lang", "朗"], ["Mar", "马"], ["Mill", "米尔"], ["North", "诺斯"], ["Oak", "奥克"],
  ["Pen", "彭"], ["Red", "雷德"], ["Rose", "罗斯"], ["Salt", "索尔特"], ["Silver", "锡尔弗"],
  ["Stan", "斯坦"], ["Stone", "斯通"], ["Sun", "桑"], ["West", "韦斯特"], ["Whit", "惠特"],
  ["Wind", "温德"], ["Wood", "伍德"], ["Bel", "贝尔"], ["Car", "卡"], ["Dal", "达尔"],
  ["Har", "哈"], ["Mel", "梅尔"], ["Nor", "诺尔"], ["Hol", "霍尔"], ["Black", "布莱克"],
];

export const TOWN_TAILS: ReadonlyArray<readonly [string, string]> = [
  ["ton", "顿"], ["field", "菲尔德"], ["ford", "福德"], ["bridge", "布里奇"], ["burn", "伯恩"],
  ["bury", "伯里"], ["dale", "代尔"], ["ham", "汉姆"], ["mouth", "茅斯"], ["wick", "威克"],
  ["worth", "沃思"], ["ville", "维尔"], ["port", "波特"], ["view", "维尤"], ["haven", "黑文"],
  ["stead", "斯特德"], ["ley", "利"], ["more", "莫尔"], ["gate", "盖特"], ["well", "韦尔"],
];
