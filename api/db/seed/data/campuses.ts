/**
 * Where the main campus of each seeded university is (WGS 84, about 100 m), keyed by its English
 * name as in universities.ts. Buildings are placed around these points and every distance a
 * student sees is the great-circle distance from here, so a building is not "820 m" from three
 * campuses 30 km apart. Every real university of universities.ts is listed (a test checks).
 * Line format: `English name|lat|lng`.
 */
const RAW = `
University College London|51.5246|-0.1340
Imperial College London|51.4988|-0.1749
King's College London|51.5115|-0.1160
London School of Economics and Political Science|51.5144|-0.1165
Queen Mary University of London|51.5241|-0.0404
City, University of London|51.5279|-0.1023
Royal Holloway, University of London|51.4256|-0.5631
Goldsmiths, University of London|51.4743|-0.0354
SOAS University of London|51.5223|-0.1291
Birkbeck, University of London|51.5219|-0.1303
University of the Arts London|51.5355|-0.1251
Brunel University London|51.5326|-0.4729
University of Westminster|51.5170|-0.1430
University of Greenwich|51.4828|-0.0067
Kingston University|51.4033|-0.3030
Middlesex University|51.5890|-0.2288
London South Bank University|51.4983|-0.1022
University of East London|51.5077|0.0650
Royal College of Art|51.5012|-0.1790
London Business School|51.5265|-0.1605
University of Roehampton|51.4570|-0.2429
The University of Manchester|53.4668|-2.2339
Manchester Metropolitan University|53.4710|-2.2399
University of Birmingham|52.4508|-1.9305
Aston University|52.4866|-1.8880
Birmingham City University|52.4828|-1.8877
The University of Edinburgh|55.9445|-3.1892
Heriot-Watt University|55.9097|-3.3202
Edinburgh Napier University|55.9332|-3.2130
University of Glasgow|55.8721|-4.2882
University of Strathclyde|55.8622|-4.2424
Glasgow Caledonian University|55.8667|-4.2500
University of Liverpool|53.4061|-2.9663
Liverpool John Moores University|53.4052|-2.9735
University of Leeds|53.8067|-1.5550
Leeds Beckett University|53.8032|-1.5483
The University of Sheffield|53.3811|-1.4880
Sheffield Hallam University|53.3790|-1.4650
University of Nottingham|52.9387|-1.1960
Nottingham Trent University|52.9580|-1.1540
University of Bristol|51.4584|-2.6030
University of the West of England|51.5004|-2.5480
Newcastle University|54.9798|-1.6149
Northumbria University|54.9772|-1.6073
University of Warwick|52.3793|-1.5615
Coventry University|52.4068|-1.5030
University of Southampton|50.9351|-1.3960
Solent University|50.9085|-1.3987
Cardiff University|51.4866|-3.1788
Cardiff Metropolitan University|51.4961|-3.2135
University of Oxford|51.7548|-1.2544
Oxford Brookes University|51.7553|-1.2247
University of Cambridge|52.2043|0.1149
Anglia Ruskin University|52.2035|0.1343
University of Leicester|52.6211|-1.1245
De Montfort University|52.6296|-1.1395
University of York|53.9461|-1.0517
York St John University|53.9652|-1.0794
University of Bath|51.3782|-2.3264
Bath Spa University|51.3732|-2.4395
University of Exeter|50.7365|-3.5344
Durham University|54.7650|-1.5782
University of Sussex|50.8671|-0.0879
University of Brighton|50.8445|-0.1195
University of Aberdeen|57.1648|-2.1015
Robert Gordon University|57.1185|-2.1403
University of Dundee|56.4582|-2.9821
University of St Andrews|56.3417|-2.7943
Lancaster University|54.0104|-2.7877
Loughborough University|52.7647|-1.2280
University of Reading|51.4414|-0.9418
Henley Business School|51.4406|-0.9460
University of East Anglia|52.6219|1.2392
University of Plymouth|50.3755|-4.1395
University of Portsmouth|50.7952|-1.0936
Queen's University Belfast|54.5844|-5.9342
Ulster University|54.6036|-5.9288
University of Kent|51.2976|1.0700
Canterbury Christ Church University|51.2797|1.0880
University of Surrey|51.2430|-0.5895
Swansea University|51.6098|-3.9800
University of Stirling|56.1459|-3.9203
University of Salford|53.4853|-2.2716
University of Huddersfield|53.6433|-1.7775
Bournemouth University|50.7428|-1.8976
University of Essex|51.8777|0.9459
The University of Sydney|-33.8886|151.1873
UNSW Sydney|-33.9173|151.2313
University of Technology Sydney|-33.8832|151.2005
Macquarie University|-33.7738|151.1126
Western Sydney University|-33.8150|151.0300
The University of Melbourne|-37.7963|144.9614
Monash University|-37.9105|145.1362
RMIT University|-37.8083|144.9630
Deakin University|-37.8470|145.1150
La Trobe University|-37.7210|145.0480
Swinburne University of Technology|-37.8221|145.0389
Victoria University|-37.7940|144.8990
The University of Queensland|-27.4975|153.0137
Queensland University of Technology|-27.4772|153.0281
Griffith University|-27.5533|153.0530
The University of Western Australia|-31.9805|115.8175
Curtin University|-32.0061|115.8944
Murdoch University|-32.0660|115.8350
Edith Cowan University|-31.7530|115.7720
Adelaide University|-34.9189|138.6045
Flinders University|-35.0210|138.5710
University of South Australia|-34.9230|138.5920
The Australian National University|-35.2777|149.1185
University of Canberra|-35.2380|149.0840
Bond University|-28.0730|153.4170
University of Tasmania|-42.9030|147.3250
The University of Newcastle, Australia|-32.8920|151.7050
University of Wollongong|-34.4054|150.8784
Charles Darwin University|-12.3720|130.8690
James Cook University|-19.3290|146.7580
The University of Auckland|-36.8523|174.7691
Auckland University of Technology|-36.8536|174.7660
Victoria University of Wellington|-41.2901|174.7682
University of Canterbury|-43.5225|172.5794
Lincoln University|-43.6430|172.4680
University of Otago|-45.8650|170.5140
University of Waikato|-37.7870|175.3170
Massey University|-40.3850|175.6170
Trinity College Dublin|53.3438|-6.2546
University College Dublin|53.3083|-6.2236
Dublin City University|53.3861|-6.2564
Technological University Dublin|53.3550|-6.2790
University College Cork|51.8935|-8.4920
University of Galway|53.2790|-9.0620
University of Limerick|52.6730|-8.5720
Maynooth University|53.3830|-6.6000
Columbia University|40.8075|-73.9626
New York University|40.7295|-73.9965
The New School|40.7355|-73.9971
Fordham University|40.8610|-73.8850
Pratt Institute|40.6910|-73.9635
City University of New York|40.8200|-73.9493
The Juilliard School|40.7738|-73.9830
University of California, Los Angeles|34.0689|-118.4452
University of Southern California|34.0224|-118.2851
California Institute of Technology|34.1377|-118.1253
Loyola Marymount University|33.9700|-118.4180
Pepperdine University|34.0360|-118.7090
Boston University|42.3505|-71.1054
Northeastern University|42.3398|-71.0892
Boston College|42.3355|-71.1685
Tufts University|42.4075|-71.1190
Berklee College of Music|42.3467|-71.0870
Emerson College|42.3523|-71.0656
Brandeis University|42.3655|-71.2590
Harvard University|42.3770|-71.1167
Massachusetts Institute of Technology|42.3601|-71.0942
The University of Chicago|41.7886|-87.5987
Illinois Institute of Technology|41.8349|-87.6270
Loyola University Chicago|41.9990|-87.6580
School of the Art Institute of Chicago|41.8796|-87.6237
DePaul University|41.9250|-87.6560
Northwestern University|42.0565|-87.6753
University of San Francisco|37.7765|-122.4506
San Francisco State University|37.7241|-122.4799
University of California, San Francisco|37.7631|-122.4580
University of California, Berkeley|37.8719|-122.2585
Stanford University|37.4275|-122.1697
University of Washington|47.6553|-122.3035
Seattle University|47.6101|-122.3170
University of Pennsylvania|39.9522|-75.1932
Drexel University|39.9566|-75.1899
Temple University|39.9812|-75.1554
Georgetown University|38.9076|-77.0723
George Washington University|38.8997|-77.0486
American University|38.9365|-77.0888
Howard University|38.9227|-77.0194
University of California, San Diego|32.8801|-117.2340
San Diego State University|32.7757|-117.0719
Carnegie Mellon University|40.4433|-79.9436
University of Pittsburgh|40.4444|-79.9608
Georgia Institute of Technology|33.7756|-84.3963
Emory University|33.7925|-84.3240
Georgia State University|33.7530|-84.3850
Rice University|29.7174|-95.4018
University of Houston|29.7199|-95.3422
The University of Texas at Austin|30.2849|-97.7341
University of Michigan|42.2780|-83.7382
University of California, Irvine|33.6405|-117.8443
Cornell University|42.4534|-76.4735
Princeton University|40.3431|-74.6551
Yale University|41.3163|-72.9223
Johns Hopkins University|39.3299|-76.6205
University of Miami|25.7215|-80.2793
The Ohio State University|40.0076|-83.0300
University of Minnesota|44.9740|-93.2277
University of Illinois Urbana-Champaign|40.1020|-88.2272
University of Wisconsin-Madison|43.0766|-89.4125
University of California, Davis|38.5382|-121.7617
University of California, Santa Barbara|34.4140|-119.8489
Duke University|36.0014|-78.9382
Vanderbilt University|36.1447|-86.8027
Brown University|41.8268|-71.4025
Rhode Island School of Design|41.8256|-71.4073
Purdue University|40.4237|-86.9212
University of Toronto|43.6629|-79.3957
Toronto Metropolitan University|43.6577|-79.3788
York University|43.7735|-79.5019
OCAD University|43.6531|-79.3914
Seneca Polytechnic|43.7950|-79.3490
Centennial College|43.7850|-79.2270
Humber Polytechnic|43.7290|-79.6070
George Brown College|43.6510|-79.3700
The University of British Columbia|49.2606|-123.2460
Simon Fraser University|49.2781|-122.9199
Langara College|49.2244|-123.1089
McGill University|45.5048|-73.5772
Concordia University|45.4972|-73.5790
University of Montreal|45.5017|-73.6153
University of Ottawa|45.4231|-75.6831
Carleton University|45.3876|-75.6960
University of Calgary|51.0780|-114.1300
University of Alberta|53.5232|-113.5263
University of Waterloo|43.4723|-80.5449
Wilfrid Laurier University|43.4738|-80.5275
McMaster University|43.2609|-79.9192
Queen's University|44.2253|-76.4951
Western University|43.0096|-81.2737
Dalhousie University|44.6366|-63.5917
University of Victoria|48.4634|-123.3117
University of Manitoba|49.8075|-97.1366
Laval University|46.7817|-71.2747
Sorbonne University|48.8470|2.3440
PSL University|48.8420|2.3440
Sciences Po|48.8541|2.3283
HEC Paris|48.7590|2.1690
ESSEC Business School|49.0330|2.0750
Paris-Saclay University|48.7110|2.1710
University of Southern Queensland|-27.6033|151.9317
University of New England|-30.4880|151.6430
Claude Bernard University Lyon 1|45.7797|4.8656
emlyon business school|45.7890|4.7660
Toulouse School of Economics|43.6066|1.4420
SKEMA Business School|50.6460|3.0900
University of Bordeaux|44.8080|-0.5960
Grenoble Alpes University|45.1930|5.7680
University of Strasbourg|48.5800|7.7660
Aix-Marseille University|43.2940|5.3800
University of Montpellier|43.6330|3.8650
Cote d'Azur University|43.7160|7.2660
Humboldt University of Berlin|52.5180|13.3936
Free University of Berlin|52.4530|13.2900
Technical University of Berlin|52.5125|13.3269
Technical University of Munich|48.1497|11.5679
LMU Munich|48.1508|11.5803
Heidelberg University|49.4106|8.7066
University of Hamburg|53.5670|9.9850
Goethe University Frankfurt|50.1270|8.6670
University of Cologne|50.9280|6.9290
University of Stuttgart|48.7450|9.1060
RWTH Aachen University|50.7780|6.0780
TU Dresden|51.0280|13.7260
University of Gottingen|51.5410|9.9360
University of Freiburg|47.9940|7.8460
Leipzig University|51.3390|12.3790
University of Amsterdam|52.3560|4.9550
Vrije Universiteit Amsterdam|52.3340|4.8660
Erasmus University Rotterdam|51.9170|4.5260
Utrecht University|52.0860|5.1760
Leiden University|52.1570|4.4850
Delft University of Technology|52.0020|4.3730
University of Groningen|53.2190|6.5630
Eindhoven University of Technology|51.4480|5.4900
The Hague University of Applied Sciences|52.0670|4.3240
Complutense University of Madrid|40.4490|-3.7280
IE University|40.4370|-3.6900
Autonomous University of Madrid|40.5450|-3.6960
University of Barcelona|41.3870|2.1640
Pompeu Fabra University|41.3900|2.1900
ESADE Business School|41.3990|2.1100
University of Valencia|39.4800|-0.3430
University of Seville|37.3800|-5.9910
University of Salamanca|40.9620|-5.6670
University of Granada|37.1840|-3.6010
Bocconi University|45.4500|9.1890
Polytechnic University of Milan|45.4780|9.2270
University of Milan|45.4600|9.1950
Sapienza University of Rome|41.9030|12.5140
University of Florence|43.7770|11.2600
University of Bologna|44.4970|11.3520
Polytechnic University of Turin|45.0630|7.6620
University of Padua|45.4070|11.8770
The University of Tokyo|35.7126|139.7620
Waseda University|35.7090|139.7190
Keio University|35.6490|139.7420
Institute of Science Tokyo|35.6050|139.6840
Hitotsubashi University|35.6960|139.4820
Sophia University|35.6840|139.7310
Osaka University|34.8220|135.5240
Kyoto University|35.0260|135.7810
Ritsumeikan University|35.0330|135.7250
Kyushu University|33.5950|130.2180
Nagoya University|35.1540|136.9660
Hokkaido University|43.0740|141.3400
Tohoku University|38.2540|140.8740
Yokohama National University|35.4740|139.5900
The University of Hong Kong|22.2830|114.1370
The Hong Kong Polytechnic University|22.3040|114.1800
City University of Hong Kong|22.3370|114.1720
Hong Kong Baptist University|22.3390|114.1820
The Chinese University of Hong Kong|22.4200|114.2070
The Hong Kong University of Science and Technology|22.3360|114.2630
Lingnan University|22.4110|113.9790
The Education University of Hong Kong|22.4680|114.1940
National University of Singapore|1.2966|103.7764
Nanyang Technological University|1.3483|103.6831
Singapore Management University|1.2963|103.8502
Singapore University of Technology and Design|1.3413|103.9638
James Cook University Singapore|1.3160|103.8770
University of Malaya|3.1210|101.6540
Asia Pacific University of Technology and Innovation|3.0550|101.7000
UCSI University|3.0790|101.7330
Sunway University|3.0670|101.6040
Taylor's University|3.0630|101.6170
Monash University Malaysia|3.0640|101.6010
University of Nottingham Malaysia|2.9450|101.8740
Universiti Sains Malaysia|5.3560|100.3020
Universiti Teknologi Malaysia|1.5590|103.6380
Seoul National University|37.4600|126.9510
Yonsei University|37.5660|126.9380
Korea University|37.5890|127.0320
Sungkyunkwan University|37.5880|126.9930
Hanyang University|37.5570|127.0450
Pusan National University|35.2330|129.0790
KAIST|36.3720|127.3620
Inha University|37.4500|126.6530
`;

export const CAMPUSES: ReadonlyMap<string, readonly [number, number]> = new Map(
  RAW.trim()
    .split("\n")
    .map((line) => {
      const [name, lat, lng] = line.split("|");
      return [name, [Number(lat), Number(lng)] as const];
    }),
);
