/**
 * Real universities with their usual Chinese names, keyed by the city (English name, as in
 * cities.ts) of their main campus. Coordinates are derived from the city centre at seed time.
 * Line format: `ISO2|City|English name|中文名`. Order within a city is popularity.
 */
const RAW = `
GB|London|University College London|伦敦大学学院
GB|London|Imperial College London|帝国理工学院
GB|London|King's College London|伦敦国王学院
GB|London|London School of Economics and Political Science|伦敦政治经济学院
GB|London|Queen Mary University of London|伦敦玛丽女王大学
GB|London|City, University of London|伦敦城市大学
GB|London|Royal Holloway, University of London|伦敦大学皇家霍洛威学院
GB|London|Goldsmiths, University of London|伦敦大学金史密斯学院
GB|London|SOAS University of London|伦敦大学亚非学院
GB|London|Birkbeck, University of London|伦敦大学伯贝克学院
GB|London|University of the Arts London|伦敦艺术大学
GB|London|Brunel University London|布鲁内尔大学
GB|London|University of Westminster|威斯敏斯特大学
GB|London|University of Greenwich|格林威治大学
GB|London|Kingston University|金斯顿大学
GB|London|Middlesex University|密德萨斯大学
GB|London|London South Bank University|伦敦南岸大学
GB|London|University of East London|东伦敦大学
GB|London|Royal College of Art|皇家艺术学院
GB|London|London Business School|伦敦商学院
GB|London|University of Roehampton|罗汉普顿大学
GB|Manchester|The University of Manchester|曼彻斯特大学
GB|Manchester|Manchester Metropolitan University|曼彻斯特城市大学
GB|Birmingham|University of Birmingham|伯明翰大学
GB|Birmingham|Aston University|阿斯顿大学
GB|Birmingham|Birmingham City University|伯明翰城市大学
GB|Edinburgh|The University of Edinburgh|爱丁堡大学
GB|Edinburgh|Heriot-Watt University|赫瑞瓦特大学
GB|Edinburgh|Edinburgh Napier University|爱丁堡龙比亚大学
GB|Glasgow|University of Glasgow|格拉斯哥大学
GB|Glasgow|University of Strathclyde|斯特拉斯克莱德大学
GB|Glasgow|Glasgow Caledonian University|格拉斯哥卡利多尼安大学
GB|Liverpool|University of Liverpool|利物浦大学
GB|Liverpool|Liverpool John Moores University|利物浦约翰摩尔斯大学
GB|Leeds|University of Leeds|利兹大学
GB|Leeds|Leeds Beckett University|利兹贝克特大学
GB|Sheffield|The University of Sheffield|谢菲尔德大学
GB|Sheffield|Sheffield Hallam University|谢菲尔德哈勒姆大学
GB|Nottingham|University of Nottingham|诺丁汉大学
GB|Nottingham|Nottingham Trent University|诺丁汉特伦特大学
GB|Bristol|University of Bristol|布里斯托大学
GB|Bristol|University of the West of England|西英格兰大学
GB|Newcastle|Newcastle University|纽卡斯尔大学
GB|Newcastle|Northumbria University|诺森比亚大学
GB|Coventry|University of Warwick|华威大学
GB|Coventry|Coventry University|考文垂大学
GB|Southampton|University of Southampton|南安普顿大学
GB|Southampton|Solent University|南安普顿索伦特大学
GB|Cardiff|Cardiff University|卡迪夫大学
GB|Cardiff|Cardiff Metropolitan University|卡迪夫城市大学
GB|Oxford|University of Oxford|牛津大学
GB|Oxford|Oxford Brookes University|牛津布鲁克斯大学
GB|Cambridge|University of Cambridge|剑桥大学
GB|Cambridge|Anglia Ruskin University|安格利亚鲁斯金大学
GB|Leicester|University of Leicester|莱斯特大学
GB|Leicester|De Montfort University|德蒙福特大学
GB|York|University of York|约克大学
GB|York|York St John University|约克圣约翰大学
GB|Bath|University of Bath|巴斯大学
GB|Bath|Bath Spa University|巴斯思巴大学
GB|Exeter|University of Exeter|埃克塞特大学
GB|Durham|Durham University|杜伦大学
GB|Brighton|University of Sussex|萨塞克斯大学
GB|Brighton|University of Brighton|布莱顿大学
GB|Aberdeen|University of Aberdeen|阿伯丁大学
GB|Aberdeen|Robert Gordon University|罗伯特戈登大学
GB|Dundee|University of Dundee|邓迪大学
GB|St Andrews|University of St Andrews|圣安德鲁斯大学
GB|Lancaster|Lancaster University|兰卡斯特大学
GB|Loughborough|Loughborough University|拉夫堡大学
GB|Reading|University of Reading|雷丁大学
GB|Reading|Henley Business School|亨利商学院
GB|Norwich|University of East Anglia|东安格利亚大学
GB|Plymouth|University of Plymouth|普利茅斯大学
GB|Portsmouth|University of Portsmouth|朴茨茅斯大学
GB|Belfast|Queen's University Belfast|贝尔法斯特女王大学
GB|Belfast|Ulster University|阿尔斯特大学
GB|Canterbury|University of Kent|肯特大学
GB|Canterbury|Canterbury Christ Church University|坎特伯雷基督教会大学
GB|Guildford|University of Surrey|萨里大学
GB|Swansea|Swansea University|斯旺西大学
GB|Stirling|University of Stirling|斯特灵大学
GB|Salford|University of Salford|索尔福德大学
GB|Huddersfield|University of Huddersfield|哈德斯菲尔德大学
GB|Bournemouth|Bournemouth University|伯恩茅斯大学
GB|Colchester|University of Essex|埃塞克斯大学
AU|Sydney|The University of Sydney|悉尼大学
AU|Sydney|UNSW Sydney|新南威尔士大学
AU|Sydney|University of Technology Sydney|悉尼科技大学
AU|Sydney|Macquarie University|麦考瑞大学
AU|Sydney|Western Sydney University|西悉尼大学
AU|Melbourne|The University of Melbourne|墨尔本大学
AU|Melbourne|Monash University|莫纳什大学
AU|Melbourne|RMIT University|皇家墨尔本理工大学
AU|Melbourne|Deakin University|迪肯大学
AU|Melbourne|La Trobe University|拉筹伯大学
AU|Melbourne|Swinburne University of Technology|斯威本科技大学
AU|Melbourne|Victoria University|维多利亚大学
AU|Brisbane|The University of Queensland|昆士兰大学
AU|Brisbane|Queensland University of Technology|昆士兰科技大学
AU|Brisbane|Griffith University|格里菲斯大学
AU|Perth|The University of Western Australia|西澳大学
AU|Perth|Curtin University|科廷大学
AU|Perth|Murdoch University|莫道克大学
AU|Perth|Edith Cowan University|埃迪斯科文大学
AU|Adelaide|Adelaide University|阿德莱德大学
AU|Adelaide|Flinders University|弗林德斯大学
AU|Adelaide|University of South Australia|南澳大学
AU|Canberra|The Australian National University|澳大利亚国立大学
AU|Canberra|University of Canberra|堪培拉大学
AU|Gold Coast|Bond University|邦德大学
AU|Hobart|University of Tasmania|塔斯马尼亚大学
AU|Newcastle|The University of Newcastle, Australia|纽卡斯尔大学（澳大利亚）
AU|Wollongong|University of Wollongong|卧龙岗大学
AU|Darwin|Charles Darwin University|查尔斯达尔文大学
AU|Townsville|James Cook University|詹姆斯库克大学
AU|Toowoomba|University of Southern Queensland|南昆士兰大学
AU|Armidale|University of New England|新英格兰大学
NZ|Auckland|The University of Auckland|奥克兰大学
NZ|Auckland|Auckland University of Technology|奥克兰理工大学
NZ|Wellington|Victoria University of Wellington|惠灵顿维多利亚大学
NZ|Christchurch|University of Canterbury|坎特伯雷大学
NZ|Christchurch|Lincoln University|林肯大学
NZ|Dunedin|University of Otago|奥塔哥大学
NZ|Hamilton|University of Waikato|怀卡托大学
NZ|Palmerston North|Massey University|梅西大学
IE|Dublin|Trinity College Dublin|都柏林圣三一大学
IE|Dublin|University College Dublin|都柏林大学
IE|Dublin|Dublin City University|都柏林城市大学
IE|Dublin|Technological University Dublin|都柏林理工大学
IE|Cork|University College Cork|科克大学
IE|Galway|University of Galway|戈尔韦大学
IE|Limerick|University of Limerick|利默里克大学
IE|Maynooth|Maynooth University|梅努斯大学
US|New York|Columbia University|哥伦比亚大学
US|New York|New York University|纽约大学
US|New York|The New School|新学院
US|New York|Fordham University|福特汉姆大学
US|New York|Pratt Institute|普瑞特艺术学院
US|New York|City University of New York|纽约城市大学
US|New York|The Juilliard School|茱莉亚音乐学院
US|Los Angeles|University of California, Los Angeles|加州大学洛杉矶分校
US|Los Angeles|University of Southern California|南加州大学
US|Los Angeles|California Institute of Technology|加州理工学院
US|Los Angeles|Loyola Marymount University|洛约拉马利蒙特大学
US|Los Angeles|Pepperdine University|佩珀代因大学
US|Boston|Boston University|波士顿大学
US|Boston|Northeastern University|东北大学
US|Boston|Boston College|波士顿学院
US|Boston|Tufts University|塔夫茨大学
US|Boston|Berklee College of Music|伯克利音乐学院
US|Boston|Emerson College|爱默生学院
US|Boston|Brandeis University|布兰迪斯大学
US|Cambridge|Harvard University|哈佛大学
US|Cambridge|Massachusetts Institute of Technology|麻省理工学院
US|Chicago|The University of Chicago|芝加哥大学
US|Chicago|Illinois Institute of Technology|伊利诺伊理工学院
US|Chicago|Loyola University Chicago|芝加哥洛约拉大学
US|Chicago|School of the Art Institute of Chicago|芝加哥艺术学院
US|Chicago|DePaul University|德保罗大学
US|Evanston|Northwestern University|西北大学
US|San Francisco|University of San Francisco|旧金山大学
US|San Francisco|San Francisco State University|旧金山州立大学
US|San Francisco|University of California, San Francisco|加州大学旧金山分校
US|Berkeley|University of California, Berkeley|加州大学伯克利分校
US|Palo Alto|Stanford University|斯坦福大学
US|Seattle|University of Washington|华盛顿大学
US|Seattle|Seattle University|西雅图大学
US|Philadelphia|University of Pennsylvania|宾夕法尼亚大学
US|Philadelphia|Drexel University|德雷塞尔大学
US|Philadelphia|Temple University|天普大学
US|Washington|Georgetown University|乔治城大学
US|Washington|George Washington University|乔治华盛顿大学
US|Washington|American University|美利坚大学
US|Washington|Howard University|霍华德大学
US|San Diego|University of California, San Diego|加州大学圣地亚哥分校
US|San Diego|San Diego State University|圣地亚哥州立大学
US|Pittsburgh|Carnegie Mellon University|卡内基梅隆大学
US|Pittsburgh|University of Pittsburgh|匹兹堡大学
US|Atlanta|Georgia Institute of Technology|佐治亚理工学院
US|Atlanta|Emory University|埃默里大学
US|Atlanta|Georgia State University|佐治亚州立大学
US|Houston|Rice University|莱斯大学
US|Houston|University of Houston|休斯顿大学
US|Austin|The University of Texas at Austin|德克萨斯大学奥斯汀分校
US|Ann Arbor|University of Michigan|密歇根大学
US|Irvine|University of California, Irvine|加州大学尔湾分校
US|Ithaca|Cornell University|康奈尔大学
US|Princeton|Princeton University|普林斯顿大学
US|New Haven|Yale University|耶鲁大学
US|Baltimore|Johns Hopkins University|约翰斯·霍普金斯大学
US|Miami|University of Miami|迈阿密大学
US|Columbus|The Ohio State University|俄亥俄州立大学
US|Minneapolis|University of Minnesota|明尼苏达大学
US|Champaign|University of Illinois Urbana-Champaign|伊利诺伊大学厄巴纳-香槟分校
US|Madison|University of Wisconsin-Madison|威斯康星大学麦迪逊分校
US|Davis|University of California, Davis|加州大学戴维斯分校
US|Santa Barbara|University of California, Santa Barbara|加州大学圣塔芭芭拉分校
US|Durham|Duke University|杜克大学
US|Nashville|Vanderbilt University|范德堡大学
US|Providence|Brown University|布朗大学
US|Providence|Rhode Island School of Design|罗德岛设计学院
US|West Lafayette|Purdue University|普渡大学
CA|Toronto|University of Toronto|多伦多大学
CA|Toronto|Toronto Metropolitan University|多伦多都会大学
CA|Toronto|York University|约克大学（加拿大）
CA|Toronto|OCAD University|安大略艺术设计大学
CA|Toronto|Seneca Polytechnic|圣力嘉理工学院
CA|Toronto|Centennial College|百年理工学院
CA|Toronto|Humber Polytechnic|汉博理工学院
CA|Toronto|George Brown College|乔治布朗学院
CA|Vancouver|The University of British Columbia|英属哥伦比亚大学
CA|Vancouver|Simon Fraser University|西蒙菲莎大学
CA|Vancouver|Langara College|兰加拉学院
CA|Montreal|McGill University|麦吉尔大学
CA|Montreal|Concordia University|康考迪亚大学
CA|Montreal|University of Montreal|蒙特利尔大学
CA|Ottawa|University of Ottawa|渥太华大学
CA|Ottawa|Carleton University|卡尔顿大学
CA|Calgary|University of Calgary|卡尔加里大学
CA|Edmonton|University of Alberta|阿尔伯塔大学
CA|Waterloo|University of Waterloo|滑铁卢大学
CA|Waterloo|Wilfrid Laurier University|劳里埃大学
CA|Hamilton|McMaster University|麦克马斯特大学
CA|Kingston|Queen's University|女王大学
CA|London|Western University|西安大略大学
CA|Halifax|Dalhousie University|达尔豪斯大学
CA|Victoria|University of Victoria|维多利亚大学（加拿大）
CA|Winnipeg|University of Manitoba|曼尼托巴大学
CA|Quebec City|Laval University|拉瓦尔大学
FR|Paris|Sorbonne University|索邦大学
FR|Paris|PSL University|巴黎文理研究大学
FR|Paris|Sciences Po|巴黎政治学院
FR|Paris|HEC Paris|巴黎高等商学院
FR|Paris|ESSEC Business School|法国高等经济商业学院
FR|Paris|Paris-Saclay University|巴黎萨克雷大学
FR|Lyon|Claude Bernard University Lyon 1|里昂第一大学
FR|Lyon|emlyon business school|里昂商学院
FR|Toulouse|Toulouse School of Economics|图卢兹经济学院
FR|Lille|SKEMA Business School|斯凯玛商学院
FR|Bordeaux|University of Bordeaux|波尔多大学
FR|Grenoble|Grenoble Alpes University|格勒诺布尔阿尔卑斯大学
FR|Strasbourg|University of Strasbourg|斯特拉斯堡大学
FR|Marseille|Aix-Marseille University|艾克斯-马赛大学
FR|Montpellier|University of Montpellier|蒙彼利埃大学
FR|Nice|Cote d'Azur University|蔚蓝海岸大学
DE|Berlin|Humboldt University of Berlin|柏林洪堡大学
DE|Berlin|Free University of Berlin|柏林自由大学
DE|Berlin|Technical University of Berlin|柏林工业大学
DE|Munich|Technical University of Munich|慕尼黑工业大学
DE|Munich|LMU Munich|慕尼黑大学
DE|Heidelberg|Heidelberg University|海德堡大学
DE|Hamburg|University of Hamburg|汉堡大学
DE|Frankfurt|Goethe University Frankfurt|法兰克福大学
DE|Cologne|University of Cologne|科隆大学
DE|Stuttgart|University of Stuttgart|斯图加特大学
DE|Aachen|RWTH Aachen University|亚琛工业大学
DE|Dresden|TU Dresden|德累斯顿工业大学
DE|Gottingen|University of Gottingen|哥廷根大学
DE|Freiburg|University of Freiburg|弗莱堡大学
DE|Leipzig|Leipzig University|莱比锡大学
NL|Amsterdam|University of Amsterdam|阿姆斯特丹大学
NL|Amsterdam|Vrije Universiteit Amsterdam|阿姆斯特丹自由大学
NL|Rotterdam|Erasmus University Rotterdam|鹿特丹伊拉斯姆斯大学
NL|Utrecht|Utrecht University|乌得勒支大学
NL|Leiden|Leiden University|莱顿大学
NL|Delft|Delft University of Technology|代尔夫特理工大学
NL|Groningen|University of Groningen|格罗宁根大学
NL|Eindhoven|Eindhoven University of Technology|埃因霍温理工大学
NL|The Hague|The Hague University of Applied Sciences|海牙应用科学大学
ES|Madrid|Complutense University of Madrid|马德里康普顿斯大学
ES|Madrid|IE University|IE大学
ES|Madrid|Autonomous University of Madrid|马德里自治大学
ES|Barcelona|University of Barcelona|巴塞罗那大学
ES|Barcelona|Pompeu Fabra University|庞培法布拉大学
ES|Barcelona|ESADE Business School|埃萨德商学院
ES|Valencia|University of Valencia|瓦伦西亚大学
ES|Seville|University of Seville|塞维利亚大学
ES|Salamanca|University of Salamanca|萨拉曼卡大学
ES|Granada|University of Granada|格拉纳达大学
IT|Milan|Bocconi University|博科尼大学
IT|Milan|Polytechnic University of Milan|米兰理工大学
IT|Milan|University of Milan|米兰大学
IT|Rome|Sapienza University of Rome|罗马第一大学
IT|Florence|University of Florence|佛罗伦萨大学
IT|Bologna|University of Bologna|博洛尼亚大学
IT|Turin|Polytechnic University of Turin|都灵理工大学
IT|Padua|University of Padua|帕多瓦大学
JP|Tokyo|The University of Tokyo|东京大学
JP|Tokyo|Waseda University|早稻田大学
JP|Tokyo|Keio University|庆应义塾大学
JP|Tokyo|Institute of Science Tokyo|东京科学大学
JP|Tokyo|Hitotsubashi University|一桥大学
JP|Tokyo|Sophia University|上智大学
JP|Osaka|Osaka University|大阪大学
JP|Kyoto|Kyoto University|京都大学
JP|Kyoto|Ritsumeikan University|立命馆大学
JP|Fukuoka|Kyushu University|九州大学
JP|Nagoya|Nagoya University|名古屋大学
JP|Sapporo|Hokkaido University|北海道大学
JP|Sendai|Tohoku University|东北大学（日本）
JP|Yokohama|Yokohama National University|横滨国立大学
HK|Hong Kong Island|The University of Hong Kong|香港大学
HK|Kowloon|The Hong Kong Polytechnic University|香港理工大学
HK|Kowloon|City University of Hong Kong|香港城市大学
HK|Kowloon|Hong Kong Baptist University|香港浸会大学
HK|New Territories|The Chinese University of Hong Kong|香港中文大学
HK|New Territories|The Hong Kong University of Science and Technology|香港科技大学
HK|New Territories|Lingnan University|岭南大学
HK|New Territories|The Education University of Hong Kong|香港教育大学
SG|Singapore|National University of Singapore|新加坡国立大学
SG|Singapore|Nanyang Technological University|南洋理工大学
SG|Singapore|Singapore Management University|新加坡管理大学
SG|Singapore|Singapore University of Technology and Design|新加坡科技设计大学
SG|Singapore|James Cook University Singapore|詹姆斯库克大学新加坡校区
MY|Kuala Lumpur|University of Malaya|马来亚大学
MY|Kuala Lumpur|Asia Pacific University of Technology and Innovation|亚太科技大学
MY|Kuala Lumpur|UCSI University|思特雅大学
MY|Subang Jaya|Sunway University|双威大学
MY|Subang Jaya|Taylor's University|泰莱大学
MY|Subang Jaya|Monash University Malaysia|莫纳什大学马来西亚分校
MY|Semenyih|University of Nottingham Malaysia|诺丁汉大学马来西亚分校
MY|Penang|Universiti Sains Malaysia|马来西亚理科大学
MY|Johor Bahru|Universiti Teknologi Malaysia|马来西亚理工大学
KR|Seoul|Seoul National University|首尔大学
KR|Seoul|Yonsei University|延世大学
KR|Seoul|Korea University|高丽大学
KR|Seoul|Sungkyunkwan University|成均馆大学
KR|Seoul|Hanyang University|汉阳大学
KR|Busan|Pusan National University|釜山大学
KR|Daejeon|KAIST|韩国科学技术院
KR|Incheon|Inha University|仁荷大学
`;

export interface UniversitySeed {
  iso2: string;
  city: string;
  en: string;
  zh: string;
}

export const REAL_UNIVERSITIES: readonly UniversitySeed[] = RAW.trim()
  .split("\n")
  .map((line) => {
    const [iso2, city, en, zh] = line.split("|");
    return { iso2, city, en, zh };
  });

/**
 * Templates for plausible generated institutions (`{c}` = city name). The first one is used
 * only for cities without a real university, so "University of X" never shadows a real one.
 */
export const SCHOOL_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ["University of {c}", "{c}大学"],
  ["{c} Institute of Technology", "{c}理工学院"],
  ["{c} Business School", "{c}商学院"],
  ["{c} College of Art and Design", "{c}艺术设计学院"],
  ["{c} Metropolitan College", "{c}都会学院"],
  ["{c} International College", "{c}国际学院"],
  ["{c} School of Music", "{c}音乐学院"],
  ["{c} College of Health Sciences", "{c}健康科学学院"],
  ["{c} Language Centre", "{c}语言中心"],
  ["{c} College of Engineering", "{c}工程学院"],
  ["{c} Academy of Performing Arts", "{c}表演艺术学院"],
  ["{c} School of Law", "{c}法学院"],
  ["{c} Medical College", "{c}医学院"],
  ["{c} Polytechnic", "{c}理工大学"],
];
