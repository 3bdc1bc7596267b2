/**
 * What students type for a place besides its names: official abbreviations (UCL, UNSW), the
 * Chinese short names in everyday use (曼大, 悉大, 港中文), former and alternative names
 * (Ryerson, 汉城, Holland) and alternative Chinese transliterations (加的夫, 设菲尔德).
 * Seeded into `place_aliases` (migration 0005, docs/decisions/014-search-aliases.md) and
 * editable there like the rest of the catalogue; search matches them like names.
 *
 * An alias is left out when it names two places students would both mean (UoB: Birmingham,
 * Bristol, Bath), so an alias never sends a student to the wrong school.
 *
 * Line format: `ISO2|City|School English name (empty for the city itself)|alias; alias; …`,
 * keyed by the English names of cities.ts and universities.ts.
 */
const RAW = `
GB|London||LDN; Greater London
GB|London|University College London|UCL; University College; 伦敦大学学院UCL
GB|London|Imperial College London|Imperial; Imperial College; ICL; 帝国理工; 帝国理工大学; 帝国学院; 帝国
GB|London|King's College London|KCL; King's College; King's; 国王学院; 伦敦国王
GB|London|London School of Economics and Political Science|LSE; London School of Economics; 伦敦政经; 伦敦政经学院; 政经学院
GB|London|Queen Mary University of London|QMUL; Queen Mary; QM; 玛丽女王; 伦敦玛丽女王; 女王玛丽; 玛丽女王大学
GB|London|City, University of London|City University London; City St George's; City St George's, University of London; 伦敦城市; 城市大学伦敦
GB|London|Royal Holloway, University of London|RHUL; Royal Holloway; 皇家霍洛威; 皇家霍洛威学院; 皇家哈洛威; 皇家霍洛威大学
GB|London|Goldsmiths, University of London|Goldsmiths; Goldsmiths College; 金史密斯; 金匠学院; 金史密斯学院
GB|London|SOAS University of London|SOAS; School of Oriental and African Studies; 亚非学院; 伦敦亚非学院
GB|London|Birkbeck, University of London|Birkbeck; BBK; 伯贝克; 伯贝克学院
GB|London|University of the Arts London|UAL; Arts London; 伦艺; 伦敦艺术; Central Saint Martins; CSM; 中央圣马丁; London College of Fashion; LCF; 伦敦时装学院; London College of Communication; LCC
GB|London|Brunel University London|Brunel; Brunel University; 布鲁内尔; 布鲁奈尔
GB|London|University of Westminster|Westminster; 威斯敏斯特; 威敏; 西敏大学
GB|London|University of Greenwich|Greenwich; 格林威治; 格林尼治大学
GB|London|Kingston University|Kingston University London; 金斯顿大学伦敦
GB|London|Middlesex University|MDX; Middlesex; 米德尔塞克斯; 密德萨斯; 米德塞克斯大学
GB|London|London South Bank University|LSBU; South Bank University; 南岸大学; 伦敦南岸
GB|London|University of East London|UEL; 东伦敦
GB|London|Royal College of Art|RCA; 皇艺; 英国皇家艺术学院; 皇家艺术
GB|London|London Business School|LBS; 伦商; 伦敦商学院LBS
GB|London|University of Roehampton|Roehampton; 罗汉普顿; 罗汉普顿大学伦敦
GB|Manchester||曼城; 曼切斯特; Manchester UK
GB|Manchester|The University of Manchester|University of Manchester; Manchester University; UoM; UMan; 曼大
GB|Manchester|Manchester Metropolitan University|MMU; Man Met; Manchester Met; Manchester Metropolitan; 曼城都会; 曼彻斯特都会; 曼都会; 曼城大学
GB|Birmingham||伯明罕; Brum
GB|Birmingham|University of Birmingham|Birmingham University; UoB Birmingham; 伯大; 伯明罕大学
GB|Birmingham|Aston University|Aston; 阿斯顿
GB|Birmingham|Birmingham City University|BCU; 伯明翰城市; 伯城大
GB|Edinburgh||Edinburgh Scotland
GB|Edinburgh|The University of Edinburgh|University of Edinburgh; Edinburgh University; UoE; Edin Uni; 爱大
GB|Edinburgh|Heriot-Watt University|HWU; Heriot Watt; Heriot-Watt; 赫瑞瓦特; 瓦特大学
GB|Edinburgh|Edinburgh Napier University|Napier; Napier University; ENU; 龙比亚; 龙比亚大学; 爱丁堡龙比亚
GB|Glasgow|University of Glasgow|Glasgow University; UofG; UoG; 格大
GB|Glasgow|University of Strathclyde|Strathclyde; Strath; 思克莱德; 斯克莱德; 斯特拉斯克莱德; 思克莱德大学
GB|Glasgow|Glasgow Caledonian University|GCU; Glasgow Caledonian; Caledonian; 格拉斯哥卡利多尼安; 格拉斯哥卡里多尼亚大学; 格卡
GB|Liverpool|University of Liverpool|Liverpool University; UoL Liverpool
GB|Liverpool|Liverpool John Moores University|LJMU; John Moores; 约翰摩尔斯; 利物浦约翰摩尔斯; 利物浦约翰摩尔大学
GB|Leeds|University of Leeds|Leeds University; UoL Leeds
GB|Leeds|Leeds Beckett University|LBU; Leeds Beckett; Leeds Met; Leeds Metropolitan University; 利兹贝克特; 利兹都市大学
GB|Sheffield||设菲尔德; 谢菲
GB|Sheffield|The University of Sheffield|University of Sheffield; Sheffield University; TUoS; UoS Sheffield; 谢大; 谢菲大; 设菲尔德大学
GB|Sheffield|Sheffield Hallam University|SHU; Sheffield Hallam; Hallam; 谢菲尔德哈勒姆; 哈勒姆; 哈勒姆大学; 谢菲尔德哈兰姆大学
GB|Nottingham|University of Nottingham|Nottingham University; 诺大
GB|Nottingham|Nottingham Trent University|Nottingham Trent; Trent University; NTU Nottingham; 诺丁汉特伦特; 特伦特大学; 诺特伦特
GB|Bristol||布里斯托尔
GB|Bristol|University of Bristol|Bristol University; UoB Bristol; 布大; 布里斯托尔大学
GB|Bristol|University of the West of England|UWE; UWE Bristol; West of England; 西英格兰; 西英格兰大学布里斯托
GB|Newcastle||Newcastle upon Tyne; Newcastle UK; 纽卡; 纽卡斯尔英国
GB|Newcastle|Newcastle University|Newcastle University UK; NCL; 纽卡斯尔大学英国
GB|Newcastle|Northumbria University|Northumbria; 诺森比亚; 诺桑比亚
GB|Coventry|University of Warwick|Warwick; Warwick University; UoW Warwick; 华威; 沃里克大学
GB|Coventry|Coventry University|Cov Uni; Coventry Uni
GB|Southampton||南安普敦; 南安
GB|Southampton|University of Southampton|Southampton University; Soton; UoS Southampton; 南安大; 南安普敦大学
GB|Southampton|Solent University|Southampton Solent University; Solent; 索伦特; 索伦特大学
GB|Cardiff||加的夫
GB|Cardiff|Cardiff University|Cardiff Uni; 加的夫大学; 卡迪夫
GB|Cardiff|Cardiff Metropolitan University|Cardiff Met; Cardiff Metropolitan; UWIC; 卡迪夫城市; 卡迪夫都会大学
GB|Oxford|University of Oxford|Oxford University; Oxford Uni; Oxon; 牛津
GB|Oxford|Oxford Brookes University|Oxford Brookes; Brookes; OBU; 布鲁克斯; 牛津布鲁克斯; 牛布
GB|Cambridge|University of Cambridge|Cambridge University; Cambridge Uni; Cantab; 剑桥
GB|Cambridge|Anglia Ruskin University|ARU; Anglia Ruskin; 安格利亚鲁斯金; 安格里亚鲁斯金
GB|Leicester||列斯特
GB|Leicester|University of Leicester|Leicester University; UoL Leicester; 莱大
GB|Leicester|De Montfort University|DMU; De Montfort; 德蒙福特
GB|York|University of York|York University UK; UoY; 约克大学英国
GB|York|York St John University|YSJ; York St John; 约克圣约翰
GB|Bath|University of Bath|Bath University; Bath Uni; 巴大
GB|Bath|Bath Spa University|Bath Spa; BSU; 巴斯思巴; 巴斯泉大学; 巴斯斯巴大学
GB|Exeter||埃克赛特; 艾克赛特
GB|Exeter|University of Exeter|Exeter University; Exeter Uni; 埃克赛特大学; 艾克赛特大学
GB|Durham||Durham UK; 杜伦英国
GB|Durham|Durham University|Durham Uni; University of Durham; 杜大; 杜伦
GB|Brighton||布赖顿
GB|Brighton|University of Sussex|Sussex; Sussex University; 萨塞克斯; 苏塞克斯; 苏塞克斯大学
GB|Brighton|University of Brighton|Brighton University
GB|Aberdeen|University of Aberdeen|Aberdeen University; 阿伯丁
GB|Aberdeen|Robert Gordon University|RGU; Robert Gordon; 罗伯特戈登; 罗伯特高登大学
GB|Dundee|University of Dundee|Dundee University; 邓迪
GB|St Andrews||Saint Andrews
GB|St Andrews|University of St Andrews|St Andrews University; St. Andrews University; Saint Andrews University; 圣安; 圣安德鲁斯
GB|Lancaster||兰开斯特
GB|Lancaster|Lancaster University|Lancaster Uni; Lancs; 兰卡斯特; 兰卡; 兰开斯特大学
GB|Loughborough||拉夫伯勒
GB|Loughborough|Loughborough University|Lboro; Loughborough Uni; 拉夫堡; 拉夫伯勒大学
GB|Reading||里丁
GB|Reading|University of Reading|Reading University; 雷丁; 里丁大学
GB|Reading|Henley Business School|Henley; 亨利
GB|Norwich||诺维奇
GB|Norwich|University of East Anglia|UEA; East Anglia; 东英吉利; 东英吉利大学; 东安格利亚
GB|Plymouth|University of Plymouth|Plymouth University; 普利茅斯
GB|Portsmouth||朴次茅斯
GB|Portsmouth|University of Portsmouth|Portsmouth University; UoP; 朴次茅斯大学
GB|Belfast|Queen's University Belfast|QUB; Queen's Belfast; 贝尔法斯特女王; 女王大学贝尔法斯特
GB|Belfast|Ulster University|Ulster; University of Ulster; 阿尔斯特; 厄尔斯特大学
GB|Canterbury|University of Kent|Kent; Kent University; UKC; 肯特
GB|Canterbury|Canterbury Christ Church University|CCCU; Christ Church; 坎特伯雷基督教会
GB|Guildford|University of Surrey|Surrey; Surrey University; 萨里
GB|Swansea|Swansea University|Swansea Uni; 斯旺西
GB|Stirling||斯特林
GB|Stirling|University of Stirling|Stirling University; 斯特林大学
GB|Salford|University of Salford|Salford University; 索尔福德
GB|Huddersfield|University of Huddersfield|Huddersfield University; Hud; 哈德斯菲尔德
GB|Bournemouth|Bournemouth University|Bournemouth Uni; 伯恩茅斯
GB|Colchester|University of Essex|Essex; Essex University; 埃塞克斯; 艾塞克斯; 艾塞克斯大学
AU|Sydney||雪梨; 悉尼市; Sydney NSW
AU|Sydney|The University of Sydney|University of Sydney; Sydney University; Sydney Uni; USYD; 悉大
AU|Sydney|UNSW Sydney|UNSW; University of New South Wales; New South Wales University; 新南; 新南威尔士
AU|Sydney|University of Technology Sydney|UTS; UT Sydney; Sydney Tech; 悉科大; 悉尼科技
AU|Sydney|Macquarie University|Macquarie; MQ; MQU; Macquarie Uni; 麦考瑞
AU|Sydney|Western Sydney University|WSU; Western Sydney; UWS; University of Western Sydney; 西悉尼
AU|Melbourne||墨尔本市; Melbourne VIC
AU|Melbourne|The University of Melbourne|University of Melbourne; Melbourne University; Melbourne Uni; UniMelb; 墨大
AU|Melbourne|Monash University|Monash; Monash Uni; 莫纳什; 蒙纳士; 蒙纳士大学
AU|Melbourne|RMIT University|RMIT; Royal Melbourne Institute of Technology; 皇家墨尔本理工; 墨尔本皇家理工大学
AU|Melbourne|Deakin University|Deakin; 迪肯; 迪金大学
AU|Melbourne|La Trobe University|La Trobe; Latrobe; LTU; 拉筹伯; 乐卓博大学
AU|Melbourne|Swinburne University of Technology|Swinburne; Swin; 斯威本; 斯文本; 斯文本科技大学
AU|Melbourne|Victoria University|VU; Victoria University Melbourne; 维多利亚大学墨尔本
AU|Brisbane||布村; 布里斯本
AU|Brisbane|The University of Queensland|University of Queensland; UQ; Queensland University; 昆大
AU|Brisbane|Queensland University of Technology|QUT; Queensland Tech; 昆科大; 昆士兰科技
AU|Brisbane|Griffith University|Griffith; Griffith Uni; 格里菲斯
AU|Perth||帕斯; 珀斯市
AU|Perth|The University of Western Australia|University of Western Australia; UWA; 西澳大
AU|Perth|Curtin University|Curtin; 科廷; 科庭大学
AU|Perth|Murdoch University|Murdoch; 莫道克; 默多克大学
AU|Perth|Edith Cowan University|ECU; Edith Cowan; 埃迪斯科文; 伊迪斯科文大学
AU|Adelaide||阿德雷德
AU|Adelaide|Adelaide University|University of Adelaide; Adelaide Uni; 阿大; 阿德雷德大学
AU|Adelaide|Flinders University|Flinders; 弗林德斯; 弗大
AU|Adelaide|University of South Australia|UniSA; South Australia University; 南澳大
AU|Canberra|The Australian National University|Australian National University; ANU; 澳国立; 澳洲国立大学; 澳国立大学
AU|Canberra|University of Canberra|Canberra University; UCan
AU|Gold Coast||黄金海岸市
AU|Gold Coast|Bond University|Bond; Bond Uni; 邦德
AU|Hobart|University of Tasmania|UTAS; Tasmania University; 塔大; 塔斯马尼亚
AU|Newcastle||Newcastle NSW; Newcastle Australia; 纽卡斯尔澳洲
AU|Newcastle|The University of Newcastle, Australia|University of Newcastle; UON; Newcastle Uni Australia; 纽卡斯尔大学澳洲
AU|Wollongong||伍伦贡
AU|Wollongong|University of Wollongong|UOW; Wollongong Uni; 卧龙岗; 伍伦贡大学
AU|Darwin|Charles Darwin University|CDU; Charles Darwin; 查尔斯达尔文
AU|Townsville|James Cook University|JCU; James Cook; 詹姆斯库克
AU|Toowoomba|University of Southern Queensland|USQ; UniSQ; Southern Queensland; 南昆士兰
AU|Armidale|University of New England|UNE; 新英格兰大学澳洲
NZ|Auckland||奥克兰市
NZ|Auckland|The University of Auckland|University of Auckland; Auckland University; Auckland Uni; UoA Auckland; 奥大
NZ|Auckland|Auckland University of Technology|AUT; 奥克兰理工
NZ|Wellington|Victoria University of Wellington|VUW; Victoria Wellington; Te Herenga Waka; 惠灵顿维多利亚; 维多利亚大学惠灵顿
NZ|Christchurch||克赖斯特彻奇; 基督堂
NZ|Christchurch|University of Canterbury|Canterbury University; UC Canterbury; UCNZ; 坎大
NZ|Christchurch|Lincoln University|Lincoln; 林肯
NZ|Dunedin|University of Otago|Otago; Otago University; 奥塔哥; 奥塔戈大学
NZ|Hamilton|University of Waikato|Waikato; 怀卡托
NZ|Palmerston North||北帕
NZ|Palmerston North|Massey University|Massey; 梅西
IE|Galway||高威
IE|Dublin|Trinity College Dublin|TCD; Trinity; Trinity College; University of Dublin; 圣三一; 三一学院; 都柏林圣三一; 都柏林圣三一学院
IE|Dublin|University College Dublin|UCD; 都柏林大学学院; 都大
IE|Dublin|Dublin City University|DCU; 都柏林城市
IE|Dublin|Technological University Dublin|TU Dublin; DIT; Dublin Institute of Technology; 都柏林理工; 都柏林理工学院
IE|Cork|University College Cork|UCC; 科克大学学院
IE|Galway|University of Galway|NUI Galway; NUIG; National University of Ireland Galway; 高威大学; 爱尔兰国立大学戈尔韦
IE|Limerick|University of Limerick|UL; Limerick University; 利默里克
IE|Maynooth|Maynooth University|NUIM; NUI Maynooth; Maynooth; 梅努斯
US|New York||NYC; New York City; NY; 纽约市; 大苹果
US|New York|Columbia University|Columbia; Columbia University in the City of New York; 哥大; 哥伦比亚
US|New York|New York University|NYU; 纽大
US|New York|The New School|New School; Parsons; Parsons School of Design; 帕森斯; 帕森斯设计学院
US|New York|Fordham University|Fordham; 福坦莫; 福坦莫大学; 福特汉姆
US|New York|Pratt Institute|Pratt; 普瑞特; 普拉特学院; 普瑞特学院
US|New York|City University of New York|CUNY; 纽约市立大学
US|New York|The Juilliard School|Juilliard; Juilliard School; 茱莉亚; 朱莉亚音乐学院; 茱莉亚学院
US|Los Angeles||LA; L.A.; 洛城; 洛杉矶市
US|Los Angeles|University of California, Los Angeles|UCLA; UC Los Angeles; 加州大学洛杉矶; 加大洛杉矶; 洛杉矶加大
US|Los Angeles|University of Southern California|USC; Southern California; 南加大
US|Los Angeles|California Institute of Technology|Caltech; Cal Tech; 加州理工
US|Los Angeles|Loyola Marymount University|Loyola Marymount; 洛约拉马利蒙特; 罗耀拉马利蒙特大学
US|Los Angeles|Pepperdine University|Pepperdine; 佩珀代因; 佩珀丁大学
US|Boston||波城
US|Boston|Boston University|BU; Boston U; 波大
US|Boston|Northeastern University|Northeastern; NEU; 美国东北大学; 东北大学美国
US|Boston|Boston College|BC; 波士顿学院BC
US|Boston|Tufts University|Tufts; 塔夫茨; 塔夫斯大学
US|Boston|Berklee College of Music|Berklee; 伯克利音乐
US|Boston|Emerson College|Emerson; 爱默生
US|Boston|Brandeis University|Brandeis; 布兰迪斯; 布兰代斯大学
US|Cambridge||Cambridge MA; Cambridge Massachusetts; 剑桥美国; 剑桥麻省
US|Cambridge|Harvard University|Harvard; Harvard Uni; 哈佛
US|Cambridge|Massachusetts Institute of Technology|MIT; 麻省理工; 麻省理工大学
US|Chicago||芝城; Chi-town
US|Chicago|The University of Chicago|University of Chicago; UChicago; 芝大
US|Chicago|Illinois Institute of Technology|IIT; Illinois Tech; 伊利诺伊理工; 伊利诺理工学院
US|Chicago|Loyola University Chicago|LUC; Loyola Chicago; 芝加哥洛约拉; 芝加哥罗耀拉大学
US|Chicago|School of the Art Institute of Chicago|SAIC; Art Institute of Chicago; 芝加哥艺术学院SAIC
US|Chicago|DePaul University|DePaul; 德保罗; 帝博大学
US|Evanston|Northwestern University|Northwestern; 美国西北大学; 西北大学美国
US|San Francisco||SF; San Fran; 三藩市; 旧金山市
US|San Francisco|University of San Francisco|USF; San Francisco University
US|San Francisco|San Francisco State University|SFSU; SF State; San Francisco State; 旧金山州立
US|San Francisco|University of California, San Francisco|UCSF; UC San Francisco; 加州大学旧金山
US|Berkeley|University of California, Berkeley|UC Berkeley; UCB; Cal Berkeley; 加州大学伯克利; 伯克利加大; 加州伯克利; 伯克利分校
US|Palo Alto|Stanford University|Stanford; 斯坦福; 斯坦佛大学
US|Seattle|University of Washington|UW; UDub; UW Seattle; Washington University Seattle; 华大; 华盛顿大学西雅图
US|Seattle|Seattle University|Seattle U; SeattleU
US|Philadelphia||Philly; 费拉德尔菲亚; 费城市
US|Philadelphia|University of Pennsylvania|UPenn; Penn; U Penn; 宾大; 宾州大学
US|Philadelphia|Drexel University|Drexel; 德雷塞尔; 德雷克塞尔大学; 卓克索大学
US|Philadelphia|Temple University|Temple; 天普
US|Washington||Washington DC; Washington D.C.; DC; D.C.; 华盛顿特区; 华府; 华盛顿DC
US|Washington|Georgetown University|Georgetown; 乔治城
US|Washington|George Washington University|GWU; GW; George Washington; 乔治华盛顿
US|Washington|American University|American U; AU Washington
US|Washington|Howard University|Howard; 霍华德
US|San Diego||圣迭戈
US|San Diego|University of California, San Diego|UCSD; UC San Diego; 加州大学圣地亚哥; 加大圣地亚哥; 圣地亚哥加大; 加州大学圣迭戈分校
US|San Diego|San Diego State University|SDSU; San Diego State; 圣地亚哥州立
US|Pittsburgh|Carnegie Mellon University|CMU; Carnegie Mellon; 卡梅; 卡内基梅隆; 卡耐基梅隆; 卡耐基梅隆大学
US|Pittsburgh|University of Pittsburgh|Pitt; UPitt; 匹大
US|Atlanta|Georgia Institute of Technology|Georgia Tech; GaTech; GT; 佐治亚理工; 乔治亚理工; 乔治亚理工学院
US|Atlanta|Emory University|Emory; 埃默里; 艾默里; 艾默里大学
US|Atlanta|Georgia State University|GSU; Georgia State; 佐治亚州立; 乔治亚州立大学
US|Houston||休斯敦
US|Houston|Rice University|Rice; 莱斯; 赖斯大学
US|Houston|University of Houston|UH; Houston University; 休斯敦大学
US|Austin|The University of Texas at Austin|University of Texas at Austin; UT Austin; UT; UTexas; 德州大学奥斯汀分校; 德克萨斯大学; 德州奥斯汀; 奥斯汀分校; 德州大学
US|Ann Arbor||安阿伯
US|Ann Arbor|University of Michigan|UMich; U Mich; Michigan; University of Michigan Ann Arbor; 密歇根; 密西根大学; 密大; 密歇根大学安娜堡分校
US|Irvine||欧文
US|Irvine|University of California, Irvine|UCI; UC Irvine; 加州大学尔湾; 加州大学欧文分校; 尔湾分校; 加大尔湾
US|Ithaca||绮色佳
US|Ithaca|Cornell University|Cornell; 康奈尔; 康乃尔大学; 康村
US|Princeton|Princeton University|Princeton; 普大
US|New Haven|Yale University|Yale; 耶鲁
US|Baltimore|Johns Hopkins University|JHU; Johns Hopkins; John Hopkins; Hopkins; 约翰霍普金斯; 约翰霍普金斯大学; 霍普金斯; 约翰·霍普金斯大学
US|Miami|University of Miami|UMiami; U Miami; Miami University
US|Columbus|The Ohio State University|Ohio State University; Ohio State; OSU; 俄亥俄州立
US|Minneapolis|University of Minnesota|UMN; U of M Minnesota; Minnesota; UMN Twin Cities; 明大; 明尼苏达; 明尼苏达大学双城分校
US|Champaign||Urbana-Champaign; Urbana Champaign; Urbana; 厄巴纳香槟
US|Champaign|University of Illinois Urbana-Champaign|UIUC; Illinois; University of Illinois; U of I; 伊利诺伊大学; 伊利诺伊大学香槟分校; 伊大; 香槟分校; 伊利诺伊香槟
US|Madison|University of Wisconsin-Madison|UW-Madison; UW Madison; UWM Madison; Wisconsin; University of Wisconsin; 威斯康星; 威斯康星大学; 威大; 威斯康辛大学
US|Davis|University of California, Davis|UC Davis; 加州大学戴维斯; 戴维斯分校; 加州戴维斯
US|Santa Barbara||圣巴巴拉; 圣芭芭拉
US|Santa Barbara|University of California, Santa Barbara|UCSB; UC Santa Barbara; 加州大学圣塔芭芭拉; 加州大学圣巴巴拉分校; 圣塔芭芭拉分校
US|Durham||Durham NC; Durham North Carolina; 达勒姆市
US|Durham|Duke University|Duke; 杜克
US|Nashville|Vanderbilt University|Vanderbilt; Vandy; 范德堡; 范德比尔特大学
US|Palo Alto||帕罗奥图
US|Providence|Brown University|Brown; 布朗
US|Providence|Rhode Island School of Design|RISD; 罗德岛设计
US|West Lafayette|Purdue University|Purdue; 普渡; 普度大学
CA|Toronto||多伦多市; Toronto ON
CA|Toronto|University of Toronto|UofT; U of T; UToronto; Toronto University; 多大
CA|Toronto|Toronto Metropolitan University|TMU; Ryerson; Ryerson University; 瑞尔森; 瑞尔森大学; 怀雅逊大学; 多伦多都会
CA|Toronto|York University|YorkU; York University Toronto; 加拿大约克大学
CA|Toronto|OCAD University|OCAD; OCAD U; OCADU; Ontario College of Art and Design; 安大略艺术设计; 安大略艺术设计学院
CA|Toronto|Seneca Polytechnic|Seneca; Seneca College; 圣力嘉; 圣力嘉学院; 森尼卡学院
CA|Toronto|Centennial College|Centennial; 百年理工; 百年学院; 森特尼尔学院
CA|Toronto|Humber Polytechnic|Humber; Humber College; 汉博; 汉博学院; 汉博理工
CA|Toronto|George Brown College|George Brown; GBC; 乔治布朗
CA|Vancouver||温哥华市
CA|Vancouver|The University of British Columbia|University of British Columbia; UBC; 卑诗大学; 英属哥大
CA|Vancouver|Simon Fraser University|SFU; Simon Fraser; 西蒙菲莎; 西门菲莎大学; 西蒙弗雷泽大学; 西蒙菲沙大学
CA|Vancouver|Langara College|Langara; 兰加拉
CA|Montreal||Montréal; 满地可; 蒙特利尔市
CA|Montreal|McGill University|McGill; 麦吉尔; 麦基尔大学
CA|Montreal|Concordia University|Concordia; 康大; 康考迪亚; 康科迪亚大学
CA|Montreal|University of Montreal|UdeM; Université de Montréal; Universite de Montreal; 蒙特利尔大
CA|Ottawa|University of Ottawa|uOttawa; U of O; Ottawa University; 渥大
CA|Ottawa|Carleton University|Carleton; 卡尔顿; 卡尔登大学
CA|Calgary||卡加利
CA|Calgary|University of Calgary|UCalgary; U of C; Calgary University; 卡加利大学
CA|Edmonton||爱民顿
CA|Edmonton|University of Alberta|UAlberta; U of A; UofA; Alberta University; 阿尔伯塔
CA|Waterloo|University of Waterloo|UWaterloo; Waterloo University; UW Waterloo
CA|Waterloo|Wilfrid Laurier University|WLU; Laurier; Wilfrid Laurier; 劳里埃; 劳瑞尔大学; 罗瑞尔大学; 威尔弗里德劳里埃大学
CA|Hamilton|McMaster University|McMaster; McMaster Uni; 麦马; 麦克马斯特
CA|Kingston|Queen's University|Queen's; Queen's University Kingston; QU; 皇后大学; 女王大学加拿大
CA|London||London Ontario; London ON; London Canada; 伦敦加拿大; 伦敦安大略
CA|London|Western University|UWO; University of Western Ontario; Western Ontario; 西安大略; 韦仕敦大学
CA|Halifax|Dalhousie University|Dalhousie; 达尔豪斯; 戴尔豪斯大学
CA|Victoria|University of Victoria|UVic; Victoria University Canada
CA|Winnipeg|University of Manitoba|UManitoba; U of M Manitoba; Manitoba; 曼尼托巴
CA|Quebec City||Quebec; Québec; Québec City; Ville de Québec; 魁北克; 魁北克市
CA|Quebec City|Laval University|Université Laval; Universite Laval; ULaval; Laval; 拉瓦尔
FR|Paris||巴黎市
FR|Paris|Sorbonne University|Sorbonne; Sorbonne Université; Paris Sorbonne; 索邦; 巴黎索邦; 巴黎索邦大学
FR|Paris|PSL University|PSL; Université PSL; Paris Sciences et Lettres; 巴黎文理; 巴黎文理大学
FR|Paris|Sciences Po|Sciences Po Paris; Paris Institute of Political Studies; 巴政
FR|Paris|HEC Paris|HEC; HEC Business School; 巴黎高商; 巴黎高等商学院HEC; 高商
FR|Paris|ESSEC Business School|ESSEC; 埃塞克商学院; 高等经济商业学院; 法国ESSEC
FR|Paris|Paris-Saclay University|Paris Saclay; Université Paris-Saclay; Saclay; 萨克雷; 巴黎萨克雷
FR|Lyon||Lyons
FR|Lyon|Claude Bernard University Lyon 1|Lyon 1; Université Lyon 1; UCBL; Claude Bernard; 里昂一大; 里昂1大
FR|Lyon|emlyon business school|EM Lyon; emlyon
FR|Toulouse|Toulouse School of Economics|TSE; 图卢兹经济
FR|Lille|SKEMA Business School|SKEMA; 斯凯玛; SKEMA商学院
FR|Bordeaux|University of Bordeaux|Université de Bordeaux; Bordeaux University
FR|Grenoble|Grenoble Alpes University|Université Grenoble Alpes; Grenoble University; 格勒诺布尔大学; 格勒诺布尔阿尔卑斯
FR|Strasbourg|University of Strasbourg|Unistra; Université de Strasbourg
FR|Marseille||Marseilles
FR|Marseille|Aix-Marseille University|AMU; Aix-Marseille; Université d'Aix-Marseille; 艾克斯马赛; 艾克斯-马赛
FR|Montpellier|University of Montpellier|Université de Montpellier
FR|Nice|Cote d'Azur University|Université Côte d'Azur; Côte d'Azur University; UCA Nice; University of Nice; 尼斯大学
DE|Berlin|Humboldt University of Berlin|HU Berlin; Humboldt; Humboldt-Universität zu Berlin; HUB; 洪堡; 洪堡大学; 柏林洪堡
DE|Berlin|Free University of Berlin|FU Berlin; Freie Universität Berlin; FUB; 柏林自由
DE|Berlin|Technical University of Berlin|TU Berlin; Technische Universität Berlin; 柏林工大
DE|Munich||München; Muenchen; Munchen
DE|Munich|Technical University of Munich|TUM; TU Munich; TU München; Technische Universität München; 慕工大; 慕尼黑工大
DE|Munich|LMU Munich|LMU; Ludwig Maximilian University of Munich; LMU München; Ludwig-Maximilians-Universität München; 慕尼黑路德维希马克西米利安大学
DE|Heidelberg|Heidelberg University|Universität Heidelberg; Uni Heidelberg; Ruprecht Karl University of Heidelberg; 海德堡
DE|Hamburg|University of Hamburg|Universität Hamburg; Uni Hamburg; UHH
DE|Frankfurt||Frankfurt am Main; Frankfurt/Main
DE|Frankfurt|Goethe University Frankfurt|Goethe University; Goethe Universität; 歌德大学; 法兰克福歌德大学
DE|Cologne||Köln; Koeln; Koln
DE|Cologne|University of Cologne|Universität zu Köln; Uni Köln; Cologne University
DE|Stuttgart|University of Stuttgart|Universität Stuttgart; Uni Stuttgart
DE|Aachen|RWTH Aachen University|RWTH; RWTH Aachen; 亚琛工大; 亚琛
DE|Dresden|TU Dresden|Technische Universität Dresden; Dresden University of Technology; 德累斯顿工大
DE|Gottingen||Göttingen; Goettingen
DE|Gottingen|University of Gottingen|University of Göttingen; Universität Göttingen; Georg-August-Universität Göttingen; 哥廷根
DE|Freiburg||Freiburg im Breisgau
DE|Freiburg|University of Freiburg|Universität Freiburg; Uni Freiburg; Albert-Ludwigs-Universität Freiburg; 弗莱堡
DE|Leipzig|Leipzig University|Universität Leipzig; Uni Leipzig; 莱比锡
NL|Amsterdam|University of Amsterdam|UvA; Universiteit van Amsterdam
NL|Amsterdam|Vrije Universiteit Amsterdam|VU Amsterdam; VUA; Free University Amsterdam; 阿姆自由
NL|Rotterdam|Erasmus University Rotterdam|EUR; Erasmus; Erasmus University; 伊拉斯姆斯; 伊拉斯谟大学; 鹿特丹伊拉斯谟大学; 鹿特丹伊拉斯姆斯
NL|Utrecht||乌特勒支
NL|Utrecht|Utrecht University|UU; Universiteit Utrecht; 乌特勒支大学; 乌大
NL|Leiden|Leiden University|Universiteit Leiden; 莱顿
NL|Delft|Delft University of Technology|TU Delft; Delft; TUD Delft; 代尔夫特理工; 代尔夫特
NL|Groningen|University of Groningen|RUG; Rijksuniversiteit Groningen; 格罗宁根
NL|Eindhoven||埃因霍芬
NL|Eindhoven|Eindhoven University of Technology|TU/e; TUe; TU Eindhoven; 埃因霍温理工; 埃因霍芬理工大学
NL|The Hague||Den Haag; Hague; 's-Gravenhage
NL|The Hague|The Hague University of Applied Sciences|THUAS; Haagse Hogeschool; 海牙应用科学
ES|Madrid|Complutense University of Madrid|UCM; Complutense; Universidad Complutense de Madrid; 康普顿斯; 马德里康普顿斯
ES|Madrid|IE University|IE; IE Business School; IE商学院
ES|Madrid|Autonomous University of Madrid|UAM; Universidad Autónoma de Madrid; Autonoma de Madrid; 马德里自治
ES|Barcelona|University of Barcelona|UB; Universitat de Barcelona
ES|Barcelona|Pompeu Fabra University|UPF; Pompeu Fabra; Universitat Pompeu Fabra; 庞培法布拉
ES|Barcelona|ESADE Business School|ESADE; 埃萨德
ES|Valencia||València; 巴伦西亚
ES|Valencia|University of Valencia|Universitat de València; UV Valencia; 巴伦西亚大学
ES|Seville||Sevilla; 塞维亚
ES|Seville|University of Seville|Universidad de Sevilla
ES|Salamanca|University of Salamanca|USAL; Universidad de Salamanca; 萨拉曼卡
ES|Granada|University of Granada|UGR; Universidad de Granada
IT|Milan||Milano
IT|Milan|Bocconi University|Bocconi; Università Bocconi; 博科尼; 博柯尼大学
IT|Milan|Polytechnic University of Milan|PoliMi; Politecnico di Milano; 米兰理工
IT|Milan|University of Milan|UniMi; Università degli Studi di Milano; Statale di Milano; 米兰国立大学
IT|Rome||Roma
IT|Rome|Sapienza University of Rome|Sapienza; La Sapienza; Sapienza Università di Roma; 罗马一大; 罗马大学
IT|Florence||Firenze; 翡冷翠
IT|Florence|University of Florence|UniFi; Università degli Studi di Firenze
IT|Bologna|University of Bologna|UniBo; Alma Mater Studiorum; Università di Bologna; 博洛尼亚
IT|Turin||Torino
IT|Turin|Polytechnic University of Turin|PoliTo; Politecnico di Torino; 都灵理工
IT|Padua||Padova
IT|Padua|University of Padua|UniPd; Università degli Studi di Padova; University of Padova; 帕多瓦
JP|Tokyo||東京; 东京都
JP|Tokyo|The University of Tokyo|University of Tokyo; UTokyo; Todai; Tokyo University; 东大; 東大; 東京大学
JP|Tokyo|Waseda University|Waseda; 早大; 早稻田; 早稲田大学
JP|Tokyo|Keio University|Keio; 庆应; 庆大; 庆应大学; 慶應義塾大学
JP|Tokyo|Institute of Science Tokyo|Tokyo Tech; Tokyo Institute of Technology; Science Tokyo; 东工大; 东京工业大学; 東京工業大学
JP|Tokyo|Hitotsubashi University|Hitotsubashi; 一桥; 一橋大学
JP|Tokyo|Sophia University|Sophia; 上智
JP|Osaka|Osaka University|Handai; 阪大
JP|Kyoto|Kyoto University|Kyodai; 京大
JP|Kyoto|Ritsumeikan University|Ritsumeikan; 立命馆; 立命館大学
JP|Fukuoka||福岡
JP|Fukuoka|Kyushu University|Kyushu; 九大
JP|Nagoya|Nagoya University|Meidai; 名大
JP|Sapporo|Hokkaido University|Hokkaido; Hokudai; 北海道
JP|Sendai|Tohoku University|Tohoku; 東北大学; 日本东北大学
JP|Yokohama||橫浜; 横浜
JP|Yokohama|Yokohama National University|YNU; 横国; 横滨国大; 横浜国立大学
HK|Hong Kong Island||HK Island; 港岛; 香港島
HK|Kowloon||九龍
HK|New Territories||NT
HK|Hong Kong Island|The University of Hong Kong|University of Hong Kong; HKU; 港大
HK|Kowloon|The Hong Kong Polytechnic University|Hong Kong Polytechnic University; PolyU; HK PolyU; 理大; 港理工; 香港理工
HK|Kowloon|City University of Hong Kong|CityU; CityU HK; 城大; 港城大; 港城市
HK|Kowloon|Hong Kong Baptist University|HKBU; Baptist University; 浸大; 浸会; 港浸会
HK|New Territories|The Chinese University of Hong Kong|Chinese University of Hong Kong; CUHK; 港中文; 港中大; 中大
HK|New Territories|The Hong Kong University of Science and Technology|Hong Kong University of Science and Technology; HKUST; UST; 港科大; 科大
HK|New Territories|Lingnan University|LingU; Lingnan; 岭南; 嶺南大學
HK|New Territories|The Education University of Hong Kong|Education University of Hong Kong; EdUHK; HKIEd; Hong Kong Institute of Education; 教大; 港教大; 香港教育学院
SG|Singapore||狮城; 星洲; 新加坡市
SG|Singapore|National University of Singapore|NUS; 国大; 新国大; 新加坡国立
SG|Singapore|Nanyang Technological University|NTU; Nanyang; NTU Singapore; 南大; 南洋理工; 南洋理工大
SG|Singapore|Singapore Management University|SMU; 新加坡管理; 新管大
SG|Singapore|Singapore University of Technology and Design|SUTD; 新加坡科技设计
SG|Singapore|James Cook University Singapore|JCU Singapore; JCUS; 詹姆斯库克新加坡
MY|Kuala Lumpur||KL; 吉隆坡市
MY|Kuala Lumpur|University of Malaya|Universiti Malaya; UM; UM Malaysia; 马大; 马来亚
MY|Kuala Lumpur|Asia Pacific University of Technology and Innovation|APU; Asia Pacific University; 亚太科技; 亚太大学
MY|Kuala Lumpur|UCSI University|UCSI; 思特雅
MY|Subang Jaya|Sunway University|Sunway; 双威
MY|Subang Jaya|Taylor's University|Taylor's; Taylors; 泰莱
MY|Subang Jaya|Monash University Malaysia|Monash Malaysia; 莫纳什马来西亚; 蒙纳士马来西亚; 蒙纳士大学马来西亚分校
MY|Semenyih|University of Nottingham Malaysia|UNM; Nottingham Malaysia; 诺丁汉马来西亚; 诺丁汉大学马来西亚
MY|Penang||Pulau Pinang; George Town; 槟榔屿; 庇能
MY|Penang|Universiti Sains Malaysia|USM; Science University of Malaysia; 理科大学; 马来西亚理科
MY|Johor Bahru||JB; Johor; 新山市
MY|Johor Bahru|Universiti Teknologi Malaysia|UTM; University of Technology Malaysia; 马来西亚理工
KR|Seoul||汉城; 首爾
KR|Seoul|Seoul National University|SNU; 首尔大; 首尔国立大学
KR|Seoul|Yonsei University|Yonsei; 延世
KR|Seoul|Korea University|KU; 高丽; 高大
KR|Seoul|Sungkyunkwan University|SKKU; Sungkyunkwan; 成均馆; 成大
KR|Seoul|Hanyang University|Hanyang; 汉阳
KR|Busan||Pusan; 釜山市
KR|Busan|Pusan National University|PNU; Busan National University; 釜山国立大学; 釜大
KR|Daejeon|KAIST|Korea Advanced Institute of Science and Technology; 韩国科技院; 韩国科学技术院KAIST
KR|Incheon|Inha University|Inha; 仁荷
`;

/** Country aliases by ISO code: short names, the usual Chinese forms, and the countries of the UK. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ["UK", "U.K.", "GB", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland", "United Kingdom of Great Britain and Northern Ireland", "英格兰", "苏格兰", "威尔士", "北爱尔兰", "大不列颠", "不列颠", "英"],
  AU: ["Aussie", "Oz", "澳洲", "澳", "澳大利亚联邦"],
  NZ: ["NZ", "Aotearoa", "纽西兰", "新西兰国"],
  IE: ["Republic of Ireland", "Eire", "Éire", "爱尔兰共和国"],
  US: ["US", "USA", "U.S.", "U.S.A.", "America", "United States of America", "the States", "美", "美利坚", "美利坚合众国"],
  CA: ["Canada", "加国", "枫叶国"],
  FR: ["République française", "法兰西"],
  DE: ["Deutschland", "德意志"],
  NL: ["Holland", "The Netherlands", "Nederland", "尼德兰"],
  ES: ["España", "Espana"],
  IT: ["Italia", "义大利"],
  JP: ["Nippon", "Nihon", "日本国"],
  HK: ["HK", "Hong Kong", "HKSAR", "香港", "香港特别行政区"],
  SG: ["SG", "Republic of Singapore", "狮城", "星洲"],
  MY: ["Malaysia", "大马", "马来"],
  KR: ["Korea", "Republic of Korea", "ROK", "南韩", "大韩民国", "韩"],
};

export interface AliasSeed {
  iso2: string;
  /** The city's English name (cities.ts); empty for a country alias. */
  city: string;
  /** The university's English name (universities.ts); empty for a city's or country's alias. */
  school: string;
  alias: string;
}

export const PLACE_ALIASES: readonly AliasSeed[] = [
  ...Object.entries(COUNTRY_ALIASES).flatMap(([iso2, list]) => list.map((alias) => ({ iso2, city: "", school: "", alias }))),
  ...RAW.trim()
    .split("\n")
    .flatMap((line) => {
      const [iso2, city, school, aliases] = line.split("|");
      return aliases
        .split(";")
        .map((a) => a.trim())
        .filter(Boolean)
        .map((alias) => ({ iso2, city, school, alias }));
    }),
];
