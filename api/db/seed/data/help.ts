/**
 * The help centre's first questions and answers, in both languages, in the text form staff
 * use (api/help/markup.ts: blank lines between paragraphs, `- ` and `1. ` lists,
 * `[words](/path)` links to the site's pages without the language prefix). They describe only
 * what the site does (tests/unit/help-content.test.ts holds them to the same claims rule as the
 * common pages, and checks every link leads to a page). Staff edit them afterwards through
 * /rest/ops/help/….
 */
export interface Bi {
  cn: string;
  en: string;
}
export interface HelpSeedQuestion {
  slug: string;
  title: Bi;
  body: Bi;
}
export interface HelpSeedCategory {
  slug: string;
  name: Bi;
  description: Bi;
  questions: HelpSeedQuestion[];
}

export const HELP_SEED: readonly HelpSeedCategory[] = [
  {
    slug: "searching-and-choosing",
    name: { cn: "搜索与选房", en: "Searching and choosing" },
    description: {
      cn: "搜索城市、学校和公寓，筛选和比较房源，查看评价、收藏和浏览记录。",
      en: "Search cities, schools and apartments, filter and compare, read reviews, keep favourites and find what you viewed.",
    },
    questions: [
      {
        slug: "how-to-search",
        title: { cn: "怎样搜索城市、学校或公寓？", en: "How do I search for a city, school or apartment?" },
        body: {
          cn: `在页面顶部的搜索框输入城市、学校或公寓的名称，中文、英文、拼音或拼音首字母都可以，例如“曼彻斯特”“Manchester”“manchesite”。常用简称也能识别，例如“UCL”“曼大”；输错一个字母通常也能找到。

结果分为三类：
- 城市：打开该城市的公寓列表；
- 学校：打开学校周边 5 公里内的公寓，并显示到校距离；
- 公寓：直接打开公寓详情页。

输入国家名（如“英国”“UK”）会列出这个国家的城市。按回车会打开完整的[搜索结果页](/search)，不开启 JavaScript 也能使用。`,
          en: `Type the name of a city, school or apartment in the search box at the top of the page, in English, Chinese or pinyin, for example "Manchester" or "曼彻斯特". Common short names such as "UCL" work too, and a single typo is usually forgiven.

Results come in three kinds:
- a city opens the city's list of apartments;
- a school opens the apartments within 5 km of its campus, with the distance to campus;
- an apartment opens its own page.

Typing a country ("UK", "Australia") lists its cities. Press Enter for the full [search results page](/search), which also works without JavaScript.`,
        },
      },
      {
        slug: "filters-and-sorting",
        title: { cn: "如何筛选和排序房源？", en: "How do I filter and sort the apartments?" },
        body: {
          cn: `在城市或学校的公寓列表顶部可以按以下条件筛选：
- 租金范围（按周或按月，与当地计价方式一致）；
- 房型：独立单间（Studio）、独立卫浴单间（Ensuite）、独立卧室（共用卫浴）、合住房间、一居室和两居室公寓；
- 租期：短租（半年以内）、学年租期、整年及以上；
- 入住月份：只显示在该月有租期开始且仍有空房的公寓；
- 设施：如健身房、自习室、洗衣房，选中的设施须全部具备；
- 到校距离（在学校的公寓列表中）。

排序可选推荐、价格从低到高、价格从高到低、距离最近（学校列表）和最新上线。筛选后的页面有自己的网址，可以收藏或分享给同学。`,
          en: `At the top of a city's or a school's list of apartments you can filter by:
- rent range (per week or per month, as the country prices it);
- room type: studio, en-suite, private room with a shared bathroom, shared room, one-bed and two-bed apartments;
- lease type: short stay (up to 6 months), academic year, full year or longer;
- move-in month: only apartments where a tenancy starts that month and a room is free;
- facilities such as a gym, study room or laundry (an apartment must have all you tick);
- distance to campus (on a school's list).

Sort by recommended, price low to high, price high to low, nearest (school lists) or newest. A filtered list has its own address, so you can bookmark it or send it to a friend.`,
        },
      },
      {
        slug: "apartments-near-my-university",
        title: { cn: "怎样找离我学校近的公寓？", en: "How do I find apartments near my university?" },
        body: {
          cn: `在搜索框输入学校名称并选择学校，就会打开该校 5 公里范围内的公寓列表。每个公寓都标出到校的直线距离、步行时间和公共交通时间，“推荐”排序会优先考虑离学校近的公寓。

您还可以：
- 用“到校距离”筛选 1、2、3、5 或 10 公里以内的公寓；
- 选择“距离最近”排序；
- 切换到地图视图，地图以校园为中心，并画出距离圈。

公寓详情页也列出附近最多 10 所学校及到校距离。`,
          en: `Type your school's name in the search box and choose the school: its page lists the apartments within 5 km of the campus. Each shows the distance to campus with walking and public-transport times, and "Recommended" favours the ones nearer the campus.

You can also:
- filter by distance to campus: within 1, 2, 3, 5 or 10 km;
- sort by "Nearest";
- switch to the map view, centred on the campus with rings marking the distance.

Each apartment page also lists up to 10 nearby schools with their distances.`,
        },
      },
      {
        slug: "room-types",
        title: { cn: "Studio、Ensuite 等房型有什么区别？", en: "What is the difference between a studio, an en-suite and the other room types?" },
        body: {
          cn: `- 独立单间（Studio）：卧室、独立卫浴和小厨房都归您一人使用；
- 独立卫浴单间（Ensuite）：带独立卫浴的卧室，厨房和客厅与同一套房的室友共用；
- 独立卧室（共用卫浴）：卧室独立，卫浴和厨房与室友共用；
- 合住房间：两人或多人同住一个房间；
- 一居室、两居室公寓：完整的公寓，适合独住或与朋友合租。

房间页列出面积、床型、楼层、卫浴和厨房是独立还是共用、可住人数等信息，以及每个租期的价格。`,
          en: `- Studio: the bedroom, a private bathroom and a kitchenette are yours alone;
- En-suite: a bedroom with its own bathroom; the kitchen and living room are shared with the flatmates;
- Private room: your own bedroom, with the bathroom and kitchen shared;
- Shared room: two or more people share one room;
- One-bed and two-bed apartments: a whole flat, to live alone or share with friends.

Each room's page lists its area, bed, floor, whether the bathroom and kitchen are private or shared, how many may live there, and the price of every tenancy.`,
        },
      },
      {
        slug: "reviews",
        title: { cn: "公寓评价是真实的吗？谁可以写评价？", en: "Are the reviews real, and who can write one?" },
        body: {
          cn: `公寓页上的评价只来自通过本站预订并已入住的住户：订单状态达到“已入住”或“已完成”后，才能为该公寓写评价。

- 每位住户对每个公寓只能写一条评价，包括总分和位置、性价比、管理、设施四项评分，以及 20 到 1000 字的文字；
- 发表后 30 天内可以修改；
- 违反规则的评价会被工作人员隐藏，作者能看到隐藏原因。

公寓页和列表中的卡片会显示平均分和评价数量。入住后，可以从[我的订单](/user/applications?tab=orders)进入订单详情写评价。`,
          en: `Reviews on an apartment's page come only from residents who booked through us and moved in: once your order for the apartment reaches "Checked in" or "Completed", you can review it.

- One review per resident and apartment: an overall score, scores for location, value, management and facilities, and 20 to 1,000 characters of text;
- you can change it for 30 days after writing it;
- staff hide reviews that break the rules, and the author sees why.

Apartment pages and the cards in lists show the average score and the number of reviews. After moving in, open the order from [My orders](/user/applications?tab=orders) to write yours.`,
        },
      },
      {
        slug: "save-to-collections",
        title: { cn: "怎样收藏公寓，稍后再比较？", en: "How do I save apartments to compare later?" },
        body: {
          cn: `点击公寓卡片或公寓页上的收藏按钮即可收藏。未登录时会先打开登录窗口，登录后这个公寓会自动加入收藏。

所有收藏的公寓都在[我的收藏](/user/collections)中，按城市分组，也可以在那里取消收藏。在手机浏览器中用同一账号登录，看到的是同样的收藏。`,
          en: `Press the heart on an apartment's card or page. If you are not logged in, the login window opens first, and the apartment is saved as soon as you log in.

Everything you saved is in [My collections](/user/collections), grouped by city; you can remove apartments there. Sign in with the same account in your phone's browser and you see the same collections.`,
        },
      },
      {
        slug: "viewed-history",
        title: { cn: "在哪里找回我看过的公寓和房间？", en: "Where do I find the apartments and rooms I looked at?" },
        body: {
          cn: `登录后，您打开的每个公寓页和房间页都会记录在[浏览记录](/user/history)中：每个公寓或房间一条，最近看的在前，保留最近的 100 条；再次打开时，这一条会移到最前面。

- 可以删除单条记录，也可以清空全部记录；
- 已下架的公寓显示为“已下架”，不能再打开；
- 登录前浏览的公寓和房间保存在当前浏览器中（需要开启 JavaScript），登录后，其中一年以内的会按当时的浏览时间并入浏览记录，并从浏览器中删除。

浏览记录只有您自己能看到。`,
          en: `Once you are logged in, every apartment page and room page you open is recorded in [My history](/user/history): one item per apartment or room, newest first, and the latest 100 are kept. Opening one again moves it back to the top.

- Remove single items, or clear the whole history;
- an apartment that is no longer listed shows as "No longer available" and cannot be opened;
- apartments and rooms you open before logging in are kept in this browser (with JavaScript on); when you log in, those from the past year join My history at the times you viewed them, and leave the browser.

Only you can see your history.`,
        },
      },
    ],
  },
  {
    slug: "booking-and-applications",
    name: { cn: "预订与申请", en: "Booking and applications" },
    description: {
      cn: "提交入住申请、申请所需信息、申请进度与取消，以及帮我找房和学年预订。",
      en: "Applying for a room, what the form needs, following and cancelling an application, find-a-home requests and academic-year booking.",
    },
    questions: [
      {
        slug: "how-to-apply",
        title: { cn: "怎样申请一个房间？", en: "How do I apply for a room?" },
        body: {
          cn: `1. 打开公寓页，选择房型和房间；
2. 在房间页的“租期与总费用”中选择您要的租期，点击“申请该租期”；
3. 填写申请表（需要先登录），同意付款协议和服务协议后提交。

提交后您会收到申请编号，申请出现在[我的申请](/user/applications)中，我们也会通过短信（没有手机号时通过邮件）告诉您。顾问会在 1 个工作日内（北京时间 9:00-18:00）与您联系。`,
          en: `1. Open the apartment's page and pick a room type and room;
2. on the room's page, choose your tenancy under "Tenancies and total cost" and press "Apply for this tenancy";
3. fill in the application (you need to be logged in), accept the payment and service agreements, and submit.

You get an application number, the application appears in [My applications](/user/applications), and we tell you by SMS (or by e-mail if you have no mobile number). An adviser contacts you within 1 working day (9:00–18:00 Beijing time).`,
        },
      },
      {
        slug: "what-the-application-needs",
        title: { cn: "申请表需要填写哪些信息？", en: "What information does the application ask for?" },
        body: {
          cn: `- 联系手机号，以及所选的租期和付款方式（一次付清、按学期或按月，视公寓而定）；
- 与护照一致的姓名（任何文字均可），中文名可选；
- 出生日期（须年满 14 周岁）和国籍；
- 学校、专业和年级，学校可以从列表选择或直接输入；
- 家庭地址；
- 担保人信息：只有要求担保人的公寓才必填，标有“免担保人”的公寓不需要。

填写过的申请人和担保人信息会保存下来，下次申请时自动带出。`,
          en: `- a contact mobile number, and the tenancy and payment plan you choose (in full, per term or monthly, as the apartment offers);
- your full name exactly as in your passport (any script), and your Chinese name if you have one;
- date of birth (14 or older) and nationality;
- university, course and year of study; pick the university from the list or type it;
- your home address;
- a guarantor's details, only where the apartment requires a guarantor; apartments tagged "No guarantor needed" do not.

Applicant and guarantor details are kept, so the next application starts filled in.`,
        },
      },
      {
        slug: "after-applying",
        title: { cn: "提交申请后会发生什么？", en: "What happens after I apply?" },
        body: {
          cn: `申请会经过以下状态，每次变化我们都会通过短信或邮件通知您：
- 已提交：顾问确认房间在您选择的租期内是否空闲，并与您联系；
- 审核中：公寓确认您的入住名额，顾问告诉您结果；
- 已通过：系统生成订单，请在入住前支付订单上的金额以保留房间；
- 未通过：可以请顾问推荐其他房间或公寓；
- 已取消或已过期：申请结束，可以随时重新申请。

打开[我的申请](/user/applications)中的某条申请，可以看到状态记录、下一步由谁处理，以及订单。`,
          en: `An application moves through these statuses, and each change reaches you by SMS or e-mail:
- Submitted: an adviser checks the room is free for your tenancy and contacts you;
- In review: the apartment confirms your place and the adviser tells you the result;
- Approved: an order is created; pay the amount due before moving in to secure the room;
- Rejected: ask your adviser for another room or apartment;
- Cancelled or Expired: the application is closed; you can apply again at any time.

Open an application in [My applications](/user/applications) to see its history, who acts next and its order.`,
        },
      },
      {
        slug: "why-cant-i-apply",
        title: { cn: "为什么我不能申请某个房间？", en: "Why can't I apply for a room?" },
        body: {
          cn: `常见原因：
- 该房型已满房，暂不接受申请，可以看看同一公寓的其他房型或附近公寓；
- 所选租期该房间不提供，请在房间页重新选择租期；
- 公寓要求担保人，但担保人信息没有填写完整；
- 登录已失效，请重新登录后再提交。

如果都不是，可以提交[帮我找房](/common/custom-form)，由顾问为您推荐合适的房间。`,
          en: `The usual reasons:
- the room type is fully booked and takes no applications; look at the apartment's other room types or at apartments nearby;
- the room does not offer the tenancy you chose; pick another on the room's page;
- the apartment requires a guarantor and the guarantor's details are incomplete;
- your login expired; log in again and send the application.

If none of these fits, send a [find-me-a-home request](/common/custom-form) and an adviser will suggest rooms that work.`,
        },
      },
      {
        slug: "cancel-an-application",
        title: { cn: "怎样取消申请？", en: "How do I cancel an application?" },
        body: {
          cn: `在[我的申请](/user/applications)中打开这条申请，点击“取消申请”并确认。处于“已提交”或“审核中”的申请可以取消；申请通过后，请联系顾问处理，例如点击申请页上的“就这个申请咨询顾问”。

取消后无法恢复，如果之后还想租这个房间，需要重新申请。申请通过后已支付的款项，按公寓的取消政策处理，详见[预订费和取消政策](/help/payments-deposits-and-fees/booking-fee-and-cancellation)。`,
          en: `Open the application in [My applications](/user/applications), press "Cancel application" and confirm. Applications that are Submitted or In review can be cancelled; once approved, ask your adviser, for example with "Ask an adviser about this application" on its page.

A cancellation cannot be undone: to rent the room later you would apply again. Money paid after approval follows the apartment's cancellation policy; see [the booking fee and cancelling](/help/payments-deposits-and-fees/booking-fee-and-cancellation).`,
        },
      },
      {
        slug: "find-me-a-home",
        title: { cn: "没找到合适的房源，可以请顾问帮我找吗？", en: "I haven't found the right place. Can an adviser find one for me?" },
        body: {
          cn: `可以。填写[帮我找房](/common/custom-form)：目标城市、目标学校（可选）、期望入住日期和联系方式，还可以写下预算和其他需求。不需要登录。

提交后您会得到一个以 FH- 开头的需求编号，顾问会在 1 个工作日内通过电话或邮件联系您，推荐符合条件的房源。`,
          en: `Yes. Fill in [Find me a home](/common/custom-form): your target city, target school (optional), expected move-in date and how to reach you, plus your budget and anything else you need. No login is needed.

You get a reference starting with FH-, and an adviser contacts you by phone or e-mail within 1 working day with homes that fit.`,
        },
      },
      {
        slug: "academic-year-booking",
        title: { cn: "什么是学年预订？", en: "What is academic-year booking?" },
        body: {
          cn: `热门城市的学生公寓常在开学前数月订满。通过[学年预订](/academic-year-booking)，您可以先选择意向公寓并留下姓名和手机号，如果有顾问推荐，还可以填写顾问编号。不需要登录。

提交后您会得到一个以 BK- 开头的预订编号，顾问会与您联系，向公寓确认下一学年的房型和价格。`,
          en: `Student residences in popular cities are often full months before term starts. With [academic-year booking](/academic-year-booking) you choose the apartment you want and leave your name and mobile number, plus a consultant's ID if one referred you. No login is needed.

You get a reference starting with BK-, and an adviser contacts you to confirm next year's room type and price with the apartment.`,
        },
      },
    ],
  },
  {
    slug: "payments-deposits-and-fees",
    name: { cn: "付款、押金与费用", en: "Payments, deposits and fees" },
    description: {
      cn: "租金和各项费用怎么算、怎样付款、押金与预订费、货币和汇率。",
      en: "What a tenancy costs, how to pay, deposits and booking fees, currencies and exchange rates.",
    },
    questions: [
      {
        slug: "what-does-it-cost",
        title: { cn: "租一个房间总共要花多少钱？", en: "How much will a tenancy cost in total?" },
        body: {
          cn: `房间页的“租期与总费用”为每个租期列出全部费用：
- 租金：每周或每月租金乘以租期；
- 费用：预订费，以及部分公寓的管理费和水电网费（包水电网的公寓没有这一项）；
- 优惠：适用于该租期的返现或折扣；
- 总计：租金加费用减去优惠；
- 押金：可退还，单独列出；
- 入住前应付：预订费和管理费、押金，以及第一期租金。

公寓页的付款、押金和取消政策与这张费用表来自同一份数据，不会互相矛盾。`,
          en: `Under "Tenancies and total cost", a room's page lists everything each tenancy costs:
- rent: the weekly or monthly rent times the term;
- fees: the booking fee, and at some apartments an administration fee and utilities (none where bills are included);
- offers: cashback or discounts that apply to that tenancy;
- total: rent plus fees minus offers;
- deposit: refundable, shown apart;
- due before moving in: the booking and admin fees, the deposit and the first instalment of rent.

The payment, deposit and cancellation policies on the apartment's page come from the same figures, so they always agree with the table.`,
        },
      },
      {
        slug: "how-to-pay",
        title: { cn: "申请通过后怎样付款？", en: "How do I pay once my application is approved?" },
        body: {
          cn: `申请通过后会生成订单，订单上写明金额和租期，可以在[我的订单](/user/applications?tab=orders)中查看。租赁合同和付款由您与公寓运营方按其流程办理，顾问会告诉您具体的付款方式；留学家网站本身不经手合同与租金。

公寓确认收款后，订单状态会变为“已支付”，并记录付款时间。

请注意：我们不会通过电话、短信或社交软件要求您向个人账户转账。收到可疑的付款要求时，请先在[在线客服](/user/service)中或拨打页面顶部的客服热线向我们核实。`,
          en: `Approval creates an order showing the amount and the rental period; find it in [My orders](/user/applications?tab=orders). You sign the tenancy and pay the operator through the operator's own process, and your adviser tells you how; the StudyNest web site itself does not handle contracts or rent.

When the apartment confirms the payment, the order shows "Paid" with the time of payment.

Please note: we never ask you by phone, SMS or social media to transfer money to a personal account. If you receive a payment request that looks odd, check with us in [Online service](/user/service) or on the hotline at the top of the page before paying.`,
        },
      },
      {
        slug: "deposit",
        title: { cn: "押金是多少？什么时候退还？", en: "How much is the deposit, and when do I get it back?" },
        body: {
          cn: `押金金额因国家和公寓而异，可能是几周或几个月的租金，也可能是固定金额，准确数字写在房间页的费用表和公寓页的押金政策中。

押金在入住前支付，不计入租期总价；退租验房后，如无损坏会全额退还，有损坏的按合同扣除相应费用。`,
          en: `The deposit depends on the country and the apartment: a number of weeks' or months' rent, or a fixed amount. The exact figure is in the cost table on the room's page and in the apartment's deposit policy.

It is paid before moving in and is not part of the tenancy's total. After you move out and the room is checked, it is returned in full, less the cost of any damage under the contract.`,
        },
      },
      {
        slug: "booking-fee-and-cancellation",
        title: { cn: "预订费可以退吗？取消要付费吗？", en: "Is the booking fee refundable? What does cancelling cost?" },
        body: {
          cn: `预订费用于保留房间。每个公寓都有一个冷静期（常见为 3、7 或 14 天，视国家而定）：在预订后的冷静期内取消，可全额退还预订费；超过冷静期取消，预订费不退。

如果签证被拒，其余已付款项可以退还。每个公寓的具体天数写在公寓页的取消政策中。`,
          en: `The booking fee reserves the room. Every apartment has a cooling-off period (usually 3, 7 or 14 days, depending on the country): cancel within it and the booking fee is refunded in full; cancel later and the booking fee is kept.

If your visa is refused, the other payments you made are refunded. Each apartment's cancellation policy on its page gives its exact number of days.`,
        },
      },
      {
        slug: "currency-and-exchange-rates",
        title: { cn: "用什么货币付款？人民币金额是怎么算的？", en: "Which currency do I pay in, and where do the yuan figures come from?" },
        body: {
          cn: `租金按公寓所在国家的货币计价和支付，例如英国为英镑、澳大利亚为澳元、美国为美元。

页面上“≈ ¥”开头的人民币金额只是方便参考，按标注日期的汇率换算，汇率每天更新一次。实际支付时的汇率和手续费以您的银行或支付机构为准。`,
          en: `Rent is priced and paid in the currency of the apartment's country: pounds in the United Kingdom, Australian dollars in Australia, US dollars in the United States, and so on.

Figures starting with "≈ ¥" are a guide in Chinese yuan, converted at the rate of the date shown next to them; rates are refreshed daily. What you actually pay in yuan depends on your bank's or payment provider's rate and charges.`,
        },
      },
      {
        slug: "instalments",
        title: { cn: "租金可以分期付吗？", en: "Can I pay the rent in instalments?" },
        body: {
          cn: `可以，方式取决于公寓所在国家和租期：
- 按月计价的公寓：租金按月支付；
- 按周计价的公寓：整学年租期通常分 2 到 3 期支付（英国、爱尔兰为 3 期），短租须在入住前一次付清。

申请时可以选择付款方式，房间页的费用表会显示分几期以及入住前应付多少。`,
          en: `Yes; how depends on the country and the tenancy:
- where rent is monthly, it is paid month by month;
- where rent is weekly, a full-year tenancy is usually paid in 2 or 3 instalments (3 in the United Kingdom and Ireland), and short stays in full before moving in.

You choose your payment plan in the application, and the room's cost table shows the number of instalments and what is due before moving in.`,
        },
      },
    ],
  },
  {
    slug: "tenancies-and-moving-in",
    name: { cn: "租期与入住", en: "Tenancies and moving in" },
    description: {
      cn: "入住日期和租期、短租、担保人、接机，以及订单从付款到入住的各个状态。",
      en: "Move-in dates and tenancy lengths, short stays, guarantors, airport pick-up and your order from payment to check-in.",
    },
    questions: [
      {
        slug: "move-in-dates",
        title: { cn: "入住日期是怎么定的？", en: "How are the move-in dates decided?" },
        body: {
          cn: `入住日期跟随所在国家的开学时间。例如英国和爱尔兰在 9 月和 1 月，美国和加拿大在 8、9 月和 1 月，澳大利亚和新西兰在 2 月和 7 月，日本在 4 月和 9 月，韩国在 3 月和 9 月。

房间页列出未来 12 个月内可选的所有租期：主要开学季的整学年、学年和单学期租期，第二个开学季到学年结束的租期，以及暑期短租。每个租期的入住和退租日期都是确定的；租期最后一天是您住的最后一晚。`,
          en: `Move-in dates follow the country's academic calendar: September and January in the United Kingdom and Ireland, August/September and January in the United States and Canada, February and July in Australia and New Zealand, April and September in Japan, March and September in South Korea, for example.

A room's page lists every tenancy starting within the next 12 months: full-year, academic-year and semester tenancies at the main intake, the rest of the year from the second intake, and a summer stay. Each has fixed move-in and move-out dates; the last day of a tenancy is your last night.`,
        },
      },
      {
        slug: "short-stays",
        title: { cn: "可以只租一个学期或暑假吗？", en: "Can I rent for just a semester or the summer?" },
        body: {
          cn: `可以，只要房间提供相应的租期：房间页会列出单学期、春季入学和暑期短租等租期。

短租的每周或每月租金比整学年高一些（20 周或 5 个月以上的租期约高 6%，更短的约高 15%，暑期约高 20%），而且通常须在入住前一次付清。在列表中用“租期”筛选“短租（半年以内）”，可以只看提供短租的公寓。`,
          en: `Yes, where the room offers it: its page lists semester, mid-year intake and summer tenancies when available.

Short stays cost more per week or month than a full year (about 6% more for 20 weeks or 5 months and longer, about 15% more for shorter stays and about 20% more in summer), and are usually paid in full before moving in. Filter a list by lease type "Short stay (up to 6 months)" to see only apartments that offer them.`,
        },
      },
      {
        slug: "guarantor",
        title: { cn: "需要担保人吗？", en: "Do I need a guarantor?" },
        body: {
          cn: `取决于公寓。标有“免担保人”的公寓不需要担保人；其他公寓在申请时需要填写担保人的姓名、与您的关系和手机号，邮箱和地址可选。

房间页和申请表都会说明该公寓是否要求担保人。保存过的担保人信息下次申请时会自动带出。`,
          en: `It depends on the apartment. Apartments tagged "No guarantor needed" do not ask for one; the others need the guarantor's name, relation to you and mobile number in the application (e-mail and address are optional).

The room's page and the application both say whether the apartment requires a guarantor. Guarantor details you saved are filled in for your next application.`,
        },
      },
      {
        slug: "airport-pickup",
        title: { cn: "怎样预约接机？", en: "How do I request an airport pick-up?" },
        body: {
          cn: `在[我的申请](/user/applications)中打开您的申请，在“接机服务”中填写航班号、抵达日期和当地时间、抵达机场和同行人数（1 到 9 人）后提交。

申请处于“已提交”“审核中”或“已通过”状态时可以预约接机，提交后申请页会显示已预约的接机信息。`,
          en: `Open your application in [My applications](/user/applications) and, under "Airport pickup", give your flight number, arrival date and local time, the airport and the number of passengers (1 to 9), then submit.

A pick-up can be requested while the application is Submitted, In review or Approved; the application page then shows the pick-up you asked for.`,
        },
      },
      {
        slug: "order-statuses",
        title: { cn: "订单的各个状态是什么意思？", en: "What do the order statuses mean?" },
        body: {
          cn: `申请通过后生成订单，订单会经过以下状态：
- 待付款：请在入住前按顾问告知的方式付款；
- 已支付：公寓已确认收款；
- 已入住：您已办理入住，这时可以为公寓写评价；
- 已完成：租期结束；
- 已取消或已退款：订单结束。

所有订单都在[我的订单](/user/applications?tab=orders)中，打开订单可以看到状态记录。`,
          en: `An approved application creates an order, which moves through:
- Awaiting payment: pay before moving in, as your adviser tells you;
- Paid: the apartment has confirmed the payment;
- Checked in: you have moved in, and can now review the apartment;
- Completed: the tenancy has ended;
- Cancelled or Refunded: the order is closed.

All your orders are in [My orders](/user/applications?tab=orders); open one to see its history.`,
        },
      },
    ],
  },
  {
    slug: "account-and-security",
    name: { cn: "账户与安全", en: "Account and security" },
    description: {
      cn: "登录和注册、验证码、密码、邮箱和手机号、第三方账号。",
      en: "Logging in and signing up, codes, passwords, e-mail and mobile, third-party accounts.",
    },
    questions: [
      {
        slug: "log-in-and-sign-up",
        title: { cn: "怎样注册和登录？", en: "How do I sign up and log in?" },
        body: {
          cn: `点击页面顶部的“登录/注册”，选择手机号所属的国家或地区，输入手机号，完成安全验证后获取短信验证码并输入即可登录；第一次用这个手机号登录时会自动创建账号。

设置密码后，也可以用“手机号和密码”登录；绑定并验证邮箱后，可以用“邮箱和密码”登录。网站提供微信或 GitHub 登录时，登录窗口中会显示对应的按钮。`,
          en: `Press "Login/Register" at the top of the page, choose your mobile number's country or region, type the number, pass the security check, get the SMS code and type it in: you are logged in. The first login with a number creates the account.

Once you have set a password you can also log in with your mobile and password, and with your e-mail and password once your e-mail is bound. Where the site offers WeChat or GitHub sign-in, its button shows in the login window.`,
        },
      },
      {
        slug: "code-not-received",
        title: { cn: "收不到验证码怎么办？", en: "I didn't get my code. What can I do?" },
        body: {
          cn: `请先检查：
- 国家或地区代码是否正确，手机号是否输入完整；
- 短信是否被手机拦截；邮件验证码请查看垃圾邮件文件夹。

验证码为 6 位数字，10 分钟内有效，输错 5 次后失效。同一个号码 60 秒内只能发送一次，每小时最多 5 次、每天最多 10 次；超过后请稍后再试。每次发送前都需要完成安全验证（拖动滑块拼图，或不开启 JavaScript 时输入图片中的 4 个字母）。`,
          en: `First check:
- that the country or region code is right and the number complete;
- that your phone did not filter the SMS; for codes by e-mail, look in the spam folder.

Codes are 6 digits, valid for 10 minutes, and dead after 5 wrong tries. One number can get a code once every 60 seconds, at most 5 an hour and 10 a day; past that, please try again later. Each send needs the security check first (the slider puzzle, or the 4 letters of a picture without JavaScript).`,
        },
      },
      {
        slug: "forgot-password",
        title: { cn: "忘记密码怎么办？", en: "I forgot my password. What now?" },
        body: {
          cn: `在登录窗口点击“忘记密码”，可以通过手机短信验证码或邮箱验证码重置密码。新密码为 8 到 16 位，须同时包含字母和数字。

重置后，所有设备上的登录都会退出，请用新密码重新登录。您也可以直接用短信验证码登录，无需密码。`,
          en: `In the login window press "Forgot password" and reset it with a code sent to your mobile or to your e-mail. A new password has 8 to 16 characters, with at least one letter and one digit.

Resetting signs you out on every device; log in again with the new password. You can also always log in with an SMS code, without a password.`,
        },
      },
      {
        slug: "set-or-change-password",
        title: { cn: "怎样设置或修改密码？", en: "How do I set or change my password?" },
        body: {
          cn: `登录后打开[账户设置](/user/account-setting)，在“登录密码”中设置。用短信验证码注册的账号还没有密码，可以直接设置；已有密码的需要先输入当前密码。

密码为 8 到 16 位字母和数字的组合。修改后，其他设备上的登录会退出。`,
          en: `Log in and open [Account setting](/user/account-setting), then use "Password". An account made with an SMS code has no password yet and can set one directly; otherwise type the current password first.

Passwords have 8 to 16 letters and digits, with at least one of each. Changing it signs you out on your other devices.`,
        },
      },
      {
        slug: "email-and-mobile",
        title: { cn: "怎样绑定邮箱或更换手机号？", en: "How do I add an e-mail address or change my mobile number?" },
        body: {
          cn: `都在[账户设置](/user/account-setting)中操作：
- 邮箱：填写邮箱后发送激活邮件，在 24 小时内打开邮件中的链接即完成绑定；
- 手机号：点击“更换手机号”，向新号码发送验证码，验证通过后即完成更换。已被其他账号使用的号码不能绑定。

昵称、头像（JPG 或 PNG，不超过 3 MB）等个人资料在[个人信息](/user/profiles)中修改。`,
          en: `Both are in [Account setting](/user/account-setting):
- e-mail: enter the address and send the activation e-mail, then open its link within 24 hours;
- mobile: press "Change mobile", send a code to the new number and type it to finish. A number used by another account cannot be bound.

Your nickname, avatar (JPG or PNG up to 3 MB) and other details are in [Personal information](/user/profiles).`,
        },
      },
      {
        slug: "account-locked",
        title: { cn: "提示“登录尝试过于频繁”是怎么回事？", en: "Why does it say \"too many login attempts\"?" },
        body: {
          cn: `为保护账号，15 分钟内密码输错 5 次后，该账号会暂时不能用密码登录，等提示的时间过后再试即可。在此期间，您仍然可以用短信验证码登录，或通过“忘记密码”重置密码。

同一网络在短时间内登录失败次数过多，也会被暂时限制。`,
          en: `To protect your account, 5 wrong passwords within 15 minutes pause password logins for that account until the time shown has passed. Meanwhile you can still log in with an SMS code, or reset the password with "Forgot password".

Too many failed logins from one network in a short time are paused in the same way.`,
        },
      },
      {
        slug: "third-party-accounts",
        title: { cn: "怎样绑定或解绑微信、GitHub 账号？", en: "How do I link or unlink a WeChat or GitHub account?" },
        body: {
          cn: `在[账户设置](/user/account-setting)的“第三方账号”中点击“去绑定”，到对应网站确认后会回到本站并完成绑定；之后可以用它直接登录。每种第三方账号只能绑定一个，已绑定其他账号的第三方账号不能再绑定。

如果第三方账号是您唯一的登录方式，需要先绑定手机号或设置密码，才能解绑。`,
          en: `In [Account setting](/user/account-setting), under "Third-party accounts", press Bind and confirm on the provider's site; you come back here with the account linked, and can then log in with it. One account per provider, and an account already linked to someone else cannot be linked again.

If it is your only way to log in, bind a mobile number or set a password before unlinking it.`,
        },
      },
    ],
  },
  {
    slug: "offers-and-cashback",
    name: { cn: "优惠、返现与礼品", en: "Offers, cashback and gifts" },
    description: {
      cn: "入住返现、租金折扣和入住礼品，在“我的礼品”中申领，以及当前的优惠活动。",
      en: "Cashback after moving in, rent discounts and move-in gifts, claiming them in My gifts, and current offers.",
    },
    questions: [
      {
        slug: "cashback",
        title: { cn: "入住返现是怎么回事？", en: "How does cashback work?" },
        body: {
          cn: `标有“入住返现”的公寓，在租期达到最低要求时（按周计价的通常为 40 周及以上，按月计价的为 9 个月及以上）提供一笔返现。返现金额会作为“优惠”列在房间页的费用表中，并从总价中扣除；公寓页和房间页的“优惠与礼品”写明它的全部条件。

返现在入住后发放，步骤如下：
1. 申请通过、生成订单时，返现作为一条记录出现在[我的礼品](/user/gifts)中，金额和条件以当天为准；
2. 订单办理入住后即可申领，部分公寓要求入住满一定天数；
3. 在申领截止日期前，提交收款信息申领；
4. 我们付款后，记录显示“已发放”和付款参考号。`,
          en: `Apartments tagged "Cashback" pay back an amount when the tenancy is long enough (usually 40 weeks or more where rent is weekly, 9 months or more where it is monthly). The cashback is listed as an offer in the room's cost table and taken off the total; "Offers and gifts" on the apartment and room pages gives all its conditions.

It is paid after you move in, in these steps:
1. when your application is approved and its order is made, the cashback appears as a record in [My gifts](/user/gifts), with the amount and conditions of that day;
2. once the order reaches check-in you can claim it, at some apartments after you have lived there for a number of days;
3. before its last day to claim, you claim it with the details of where to pay it;
4. once we have paid it, the record shows "Paid out" and the payment reference.`,
        },
      },
      {
        slug: "move-in-gifts",
        title: { cn: "入住礼品是什么？怎样领取？", en: "What is a move-in gift, and how do I receive it?" },
        body: {
          cn: `部分公寓为入住的同学准备礼品，例如新生欢迎礼包（床品套装与厨具）。公寓页和房间页的“优惠与礼品”写明礼品内容、价值和适用的租期，例如只适用于主要开学季开始的租期。

礼品不是现金，不在费用表中，也不从总价中扣除。申请通过后，礼品作为一条记录出现在[我的礼品](/user/gifts)中；办理入住后点击“申领礼品”即可，不需要填写收款信息。公寓前台会把礼品交给您，交付后记录显示“已领取”。`,
          en: `Some apartments welcome new residents with a gift, such as a welcome pack (bedding set and kitchen kit). "Offers and gifts" on the apartment and room pages names the gift, its value and the tenancies it is for, for example only those starting at the main intake.

A gift is not money: it is not in the cost table and does not lower the total. Once your application is approved, the gift appears as a record in [My gifts](/user/gifts); after check-in, press "Claim the gift" (no payment details needed). The apartment's reception hands it over, and the record then shows "Handed over".`,
        },
      },
      {
        slug: "my-gifts",
        title: { cn: "“我的礼品”中的记录什么时候出现？各个状态是什么意思？", en: "When does a record appear in My gifts, and what do its statuses mean?" },
        body: {
          cn: `申请通过、生成订单时，公寓为您所选租期提供的返现和礼品会各生成一条记录，出现在[我的礼品](/user/gifts)和订单详情页中。租期不满足条件的优惠不会生成记录。

记录会经过以下状态：
- 尚不可申领：等待订单办理入住，或等到优惠规定的可申领日期；
- 可以申领：请在“申领截止日期”前申领；
- 已申领：我们已收到您的申领；返现在发放前还可以更正收款信息；
- 已发放（礼品显示为“已领取”）：返现已付款并附有付款参考号，或礼品已交给您；
- 已失效：订单被取消或退款、过了申领截止日期仍未申领，或工作人员注明原因后作废；记录中会写明失效原因。

每条记录都有状态记录。记录变为“可以申领”和“已发放”时，我们会通过短信（申请时填写的手机号）或邮件通知您。`,
          en: `When your application is approved and its order is made, each cashback and gift the apartment offers for your tenancy becomes a record in [My gifts](/user/gifts), also shown on the order's page. Offers your tenancy does not qualify for make no record.

A record moves through these statuses:
- Not yet claimable: waiting for the order's check-in, or for the day the offer lets you claim;
- Ready to claim: claim it before its "Last day to claim";
- Claimed: we have your claim; a cashback's payout details can still be corrected until it is paid;
- Paid out (for a gift, "Handed over"): the cashback has been paid, with a payment reference, or the gift given to you;
- Expired: the order was cancelled or refunded, the last day to claim passed, or our staff closed it with a reason; the record says why.

Each record keeps its status history. When a record becomes ready to claim and when it is paid out, we tell you by SMS (the phone number of your application) or by e-mail.`,
        },
      },
      {
        slug: "claim-cashback",
        title: { cn: "怎样申领返现？需要提供哪些收款信息？", en: "How do I claim a cashback, and what payout details are asked for?" },
        body: {
          cn: `在[我的礼品](/user/gifts)中打开状态为“可以申领”的返现，选择收款方式并填写：
- 收款人姓名：与银行或支付应用中显示的一致，2 到 70 个字符，任何文字均可；
- 支付宝：手机号或邮箱；微信支付：微信号或手机号；PayPal：邮箱地址；
- 银行转账：银行所在国家或地区和银行名称；英国的银行填写 6 位 Sort code 和 8 位账号，使用 IBAN 的国家填写 IBAN（SWIFT/BIC 可不填），其他国家填写 SWIFT/BIC 代码和账号。

我们按您填写的信息付款，请仔细核对。提交后，账号只显示部分号码；在返现发放之前，您可以在同一页面更正收款信息（需要重新完整填写）。每笔返现只能申领一次。`,
          en: `Open the cashback marked "Ready to claim" in [My gifts](/user/gifts), choose how to be paid and give:
- the account holder's name as the bank or app shows it: 2 to 70 characters, in any script;
- Alipay: a mobile number or e-mail address; WeChat Pay: a WeChat ID or mobile number; PayPal: an e-mail address;
- bank transfer: the bank's country or region and name; for a UK bank the 6-digit sort code and 8-digit account number, where the country uses IBANs the IBAN (SWIFT/BIC optional), elsewhere the SWIFT/BIC code and the account number.

We pay exactly what you give, so check it. Once sent, the account shows only in part; until the cashback is paid you can correct the details on the same page, giving them again in full. Each cashback is claimed once.`,
        },
      },
      {
        slug: "claim-deadline",
        title: { cn: "返现和礼品可以申领多久？", en: "How long can I claim a cashback or gift?" },
        body: {
          cn: `申领期从订单办理入住的那天算起，写在优惠的条件中，例如“入住后即可申领，须在入住后 90 天内申领”或“入住满 30 天后可申领，须在入住后 120 天内申领”。条件中没有写明期限的，须在入住后 180 天内申领。

- 办理入住后，记录上会显示“可申领日期”和“申领截止日期”；
- 过了截止日期仍未申领的，记录变为“已失效”，不能再申领；
- 订单在申领前被取消或退款的，其返现和礼品也会失效。

记录变为可以申领时，我们会通过短信或邮件通知您，并写明截止日期。`,
          en: `The claim period counts from the day the order reaches check-in and is written in the offer's conditions, for example "Claim it from check-in until 90 days after check-in" or "Claim it from 30 to 120 days after check-in". Where the conditions name no period, you have 180 days after check-in.

- After check-in the record shows "Claimable from" and "Last day to claim";
- a record not claimed by its last day becomes "Expired" and can no longer be claimed;
- if the order is cancelled or refunded before you claim, its cashback and gifts expire too.

When a record becomes ready to claim, we tell you by SMS or e-mail, with its last day.`,
        },
      },
      {
        slug: "which-offers-apply",
        title: { cn: "我的租期能享受哪些优惠？", en: "Which offers apply to my tenancy?" },
        body: {
          cn: `房间页的费用表只列出适用于所选租期、减少费用的优惠：
- 入住返现：标有“入住返现”的公寓；
- 租金折扣：标有“限时优惠”的公寓，租期满 40 周（按月计价的满 9 个月）可享受租金 5% 折扣。

入住礼品不减少费用，不在费用表中。公寓页和房间页的“优惠与礼品”列出该公寓全部的优惠和礼品及其条件，例如最短租期、适用的租期类型或开学季。

租期不满足条件时，对应的优惠不会出现在费用表中，申请通过后也不会出现在[我的礼品](/user/gifts)里。某些活动的优惠不能与其他优惠同时使用，以活动页条款为准。`,
          en: `A room's cost table shows only the offers that take money off the tenancy you choose:
- cashback, at apartments tagged "Cashback";
- a rent discount, at apartments tagged "Limited-time offer": 5% off the rent of a tenancy of 40 weeks (or 9 months) or more.

Move-in gifts do not lower the cost and are not in the table. "Offers and gifts" on the apartment and room pages lists all the apartment's offers and gifts with their conditions, such as a minimum term, the kinds of tenancy or the intakes they are for.

When a tenancy does not meet an offer's conditions, the offer is not in its table and, once the application is approved, makes no record in [My gifts](/user/gifts). Some promotions cannot be combined with other offers; their terms on the promotion page say so.`,
        },
      },
      {
        slug: "current-offers",
        title: { cn: "在哪里查看当前的优惠活动？", en: "Where can I see the current offers?" },
        body: {
          cn: `页面顶部的“特惠”会打开正在进行的活动；没有进行中的活动时，会打开编辑[推荐公寓](/promotion/recommend)页。活动页列出参加的公寓、活动时间和条款，例如[国庆优惠](/promotion/national-day-delsk)。

在城市或学校的列表中，公寓卡片上的“限时优惠”和“入住返现”标签也表示该公寓有优惠。`,
          en: `"Sale" at the top of the page opens the promotion running now, or our editors' [recommended apartments](/promotion/recommend) when none is. Promotion pages list the apartments taking part, the dates and the terms, for example the [National Day offers](/promotion/national-day-delsk).

In city and school lists, the "Limited-time offer" and "Cashback" tags on an apartment's card also show it has an offer.`,
        },
      },
    ],
  },
  {
    slug: "roommates",
    name: { cn: "室友广场", en: "Roommate board" },
    description: {
      cn: "发布找室友的帖子、表达合租意向、交换联系方式、帖子到期以及举报。",
      en: "Posting what you look for, sending and answering interests, exchanging contacts, expiry and reports.",
    },
    questions: [
      {
        slug: "what-is-the-roommate-board",
        title: { cn: "室友广场是什么？谁能看到我的帖子？", en: "What is the roommate board, and who can see my post?" },
        body: {
          cn: `[室友广场](/roommates)是同学们寻找合租室友的地方。每条帖子写明城市、学校（可选）、入住月份、每月预算、想要的房型、生活习惯、会说的语言和一段自我介绍。

- 浏览不需要登录，可以按城市、学校和入住月份筛选，最新的帖子在前；
- 发帖人的名字只显示一部分，帖子上不显示任何联系方式；
- 预算按所在城市的货币填写，旁边附有按标注日期汇率换算的人民币参考金额。

发帖、表达意向和举报需要登录。您的微信号和邮箱只会在你们之间的意向被接受后，才让对方看到。`,
          en: `The [roommate board](/roommates) is where students look for someone to share with. Each post gives the city, a school (optional), the move-in month, a monthly budget, the kind of room wanted, living habits, the languages spoken and a few words about the student.

- Anyone can browse it without logging in, filtered by city, school and move-in month, newest posts first;
- the author's name is partly hidden, and a post never shows contact details;
- the budget is in the city's currency, with a guide in yuan at the rate of the date shown.

Posting, sending an interest and reporting need a login. Your WeChat ID and e-mail are shown to another student only once an interest between the two of you has been accepted.`,
        },
      },
      {
        slug: "post-on-the-board",
        title: { cn: "怎样发布找室友的帖子？", en: "How do I post on the roommate board?" },
        body: {
          cn: `登录后在[室友广场](/roommates)点击“发布我的需求”，填写：
1. 城市，以及可选的学校（须是该城市的学校）；
2. 入住月份：本月到 12 个月以后；
3. 每月预算：整数，按该城市的货币；
4. 想要的房型、生活习惯（可选）和会说的语言（至少一种）；
5. 自我介绍和对室友的期望，10 到 500 字；
6. 微信号或邮箱，至少填一个，它们不会显示在帖子上。

您的所有帖子和收到的意向都在[我的发布](/user/publish)中，也可以在那里修改帖子。`,
          en: `Log in, open the [roommate board](/roommates) and press "Post what you look for", then give:
1. the city, and a school of that city if you like;
2. the move-in month: this month or up to 12 months ahead;
3. your monthly budget, a whole number in the city's currency;
4. the room type you want, your habits (optional) and the languages you speak (at least one);
5. a few words about you and the flatmate you are looking for, 10 to 500 characters;
6. a WeChat ID or an e-mail address, or both; neither is shown on the post.

Your posts and the interests they receive are in [My posts](/user/publish), where you can also edit a post.`,
        },
      },
      {
        slug: "one-post-per-city",
        title: { cn: "为什么同一个城市只能有一条帖子？", en: "Why can I have only one post per city?" },
        body: {
          cn: `每位同学在每个城市只能有一条帖子（已关闭或已过期的不算），这样别人看到的始终是您现在的需求，收到的意向也都留在同一条帖子下。

- 在已有帖子的城市再次发帖会被拒绝，请到[我的发布](/user/publish)修改原来的帖子；
- 已过期的帖子不算：在它的城市重新发帖时，过期的那条会自动关闭；
- 被工作人员隐藏的帖子仍然算：在它重新显示之前，不能在该城市另发一条。

在几个城市找室友，可以每个城市各发一条。`,
          en: `You can have one post per city (closed and expired posts do not count), so others always see what you are looking for now, and the interests you receive stay together under one post.

- Posting again in a city where you already have a post is refused: edit that post in [My posts](/user/publish) instead;
- an expired post does not count: posting again in its city closes it;
- a post our staff hid still counts: you cannot post again in that city until it is shown again.

Looking in several cities? Post once in each.`,
        },
      },
      {
        slug: "send-an-interest",
        title: { cn: "怎样联系发帖的同学？什么时候能看到联系方式？", en: "How do I contact a student who posted, and when do I see their contact details?" },
        body: {
          cn: `打开帖子，在“我有意合租”中写几句话（2 到 300 字），留下您的微信号或邮箱（至少一个），然后点击“发送意向”。每条帖子只能发送一次意向，不能给自己的帖子发送。

- 对方接受之前，双方都看不到彼此的联系方式；
- 对方接受后，你们都能看到对方的微信号或邮箱，可以直接联系；
- 对方婉拒的，联系方式不会显示。

您发送的意向和回复都在[我的室友](/user/roommates)中，已匹配的同学和他们的联系方式也在那里。每位同学每天最多发送 20 个意向。`,
          en: `Open the post and, under "I'm interested", write a few words (2 to 300 characters), leave your WeChat ID or e-mail (at least one) and press "Send interest". You can send one interest per post, and none to your own posts.

- Until the student accepts, neither of you sees the other's contact details;
- once they accept, you both see each other's WeChat ID or e-mail and can get in touch directly;
- if they decline, no contact details are shown.

The interests you sent and their answers are in [My roommates](/user/roommates), with your matches and their contact details. Each student can send up to 20 interests a day.`,
        },
      },
      {
        slug: "answer-interests",
        title: { cn: "收到合租意向后怎样处理？", en: "How do I answer the interests my post receives?" },
        body: {
          cn: `在[我的发布](/user/publish)中，每条帖子下面列出收到的意向，包括对方的留言和发送时间：
- 点击“接受并交换联系方式”：你们都能看到对方的联系方式，对方也会出现在[我的室友](/user/roommates)的“已匹配”中；
- 点击“婉拒”：对方看不到您的联系方式。

回复后不能更改。帖子关闭或过期后，已接受的匹配和联系方式仍然保留。新的意向不会通过短信或邮件提醒，请不时查看我的发布。`,
          en: `In [My posts](/user/publish), each post lists the interests it received, with the student's message and when it was sent:
- "Accept and share contacts": you both see each other's contact details, and the student appears under Matches in [My roommates](/user/roommates);
- "Decline": the student does not see your contact details.

An answer cannot be changed. When a post is closed or expires, the matches you accepted keep their contact details. New interests are not announced by SMS or e-mail, so look in My posts from time to time.`,
        },
      },
      {
        slug: "post-expiry",
        title: { cn: "帖子会显示多久？怎样关闭或重新上线？", en: "How long does my post stay on the board, and how do I close or reopen it?" },
        body: {
          cn: `帖子显示到入住月份的最后一天（按协调世界时 UTC）。之后它离开室友广场，别人不能再打开它或发送意向，[我的发布](/user/publish)中显示为“已过期”。

- 关闭：随时点击“关闭帖子”，帖子离开室友广场；
- 重新上线：关闭的帖子点击“重新上线”即可，过期的帖子需要先选择新的入住月份；
- 修改过期的帖子并选择新的入住月份，它也会重新上线。

帖子关闭或过期后，已接受的匹配仍然保留。`,
          en: `A post stays on the board until the end of its move-in month (UTC). Then it leaves the board, others can no longer open it or send an interest, and [My posts](/user/publish) shows it as "Expired".

- Close it at any time with "Close post": it leaves the board;
- "Reopen" puts a closed post back; an expired one needs a new move-in month first;
- editing an expired post with a new move-in month also puts it back.

Matches you accepted stay when a post is closed or expires.`,
        },
      },
      {
        slug: "report-a-post",
        title: { cn: "看到可疑或不当的帖子怎么办？", en: "What should I do about a suspicious or offensive post?" },
        body: {
          cn: `打开帖子，在“举报这条帖子”中选择原因（垃圾广告、诈骗或索要钱财、冒犯或歧视性内容、虚假或误导信息、正文中留有联系方式或其他原因），可以补充最多 300 字的说明，然后提交。举报需要登录，每条帖子只能举报一次。

工作人员会查看被举报的帖子，并隐藏违反规则的帖子：被隐藏的帖子离开室友广场，帖子上的联系方式不再向任何人显示，发帖人能看到隐藏原因。

请不要向在室友广场上认识的人预付定金或转账。需要帮助时，可以在[在线客服](/user/service)中联系我们。`,
          en: `Open the post and use "Report this post": choose a reason (spam or advertising, a scam or asking for money, offensive or discriminatory, fake or misleading, contact details in the text, or something else), add up to 300 characters if you like, and send it. Reporting needs a login, and you can report a post once.

Our staff look at reported posts and hide those that break the rules: a hidden post leaves the board, no contact details on it are shown to anyone, and its author sees why.

Never pay a deposit or transfer money to someone you met on the board. If you need help, write to us in [Online service](/user/service).`,
        },
      },
    ],
  },
  {
    slug: "online-service-and-feedback",
    name: { cn: "在线客服与反馈", en: "Online service and feedback" },
    description: {
      cn: "在线咨询顾问、服务时间与回复提醒，意见反馈和我们的回复，以及其他联系方式。",
      en: "Asking advisers online, their hours and reply notices, feedback with our replies, and other ways to reach us.",
    },
    questions: [
      {
        slug: "ask-an-adviser",
        title: { cn: "怎样在线咨询顾问？", en: "How do I ask an adviser a question online?" },
        body: {
          cn: `登录后打开[在线客服](/user/service)，写下您的问题（最多 1000 字）并发送，顾问会在同一个会话中回复您。

- 关于某个申请或订单的问题：新的咨询可以关联您的一个申请或订单，也可以点击申请页或订单页上的“就这个申请咨询顾问”“就这个订单咨询顾问”，顾问会直接看到您问的是哪一个；
- 开启 JavaScript 时，顾问的回复会自动出现在页面上；不开启时，点击“刷新”即可看到；
- 顾问结束了会话的，您再次留言，会话会重新打开。

页面列出您最近的会话，并标出未读的回复；用户菜单中的“在线客服”也会显示未读回复的数量。`,
          en: `Log in and open [Online service](/user/service), write your question (up to 1,000 characters) and send it: an adviser answers in the same conversation.

- About an application or an order? Link a new question to one of yours, or use "Ask an adviser about this application" or "Ask an adviser about this order" on its page, so the adviser sees which one you mean;
- with JavaScript on, replies appear on the page as they arrive; without it, press Refresh to see them;
- if an adviser closed the conversation, writing again opens it again.

The page lists your recent conversations and marks unread replies; "Online service" in the user menu shows how many replies you have not read.`,
        },
      },
      {
        slug: "service-hours",
        title: { cn: "在线客服什么时候有顾问？多久回复？", en: "When are advisers online, and how soon do they reply?" },
        body: {
          cn: `顾问每天 09:00–21:00（北京时间）在线，周末也一样。在线时间内发送的消息，顾问会在 2 小时内回复；其他时间发送的消息，顾问会在下一个上午（北京时间 09:00 起）回复。

北京时间全年为 UTC+8，没有夏令时。[在线客服](/user/service)页面同时显示您所在时区对应的时间，以及顾问现在是否在线。

申请和帮我找房的需求，顾问会在 1 个工作日内（北京时间 9:00–18:00）联系您；客服热线的服务时间为工作日 9:00–18:00。`,
          en: `Advisers are online every day, weekends included, 09:00–21:00 Beijing time. A message sent in those hours is answered within 2 hours; one sent outside them is answered the next morning, from 09:00 Beijing time.

Beijing time is UTC+8 all year, with no daylight saving. The [Online service](/user/service) page also shows the hours in your own time zone, and whether advisers are online now.

For applications and find-a-home requests, an adviser contacts you within 1 working day (9:00–18:00 Beijing time); the hotline is open on workdays from 9:00 to 18:00.`,
        },
      },
      {
        slug: "reply-notices",
        title: { cn: "顾问回复后，我怎么知道？", en: "How will I know an adviser has replied?" },
        body: {
          cn: `顾问回复时，如果您在最近 5 分钟内没有打开这个会话，我们会发一条短信到您账号的手机号；账号没有手机号的，发一封邮件到您已验证的邮箱。

- 在您看到这些回复之前，不会再发第二条提醒；
- 您正在查看会话时，回复直接显示在页面上，不另发提醒；
- 用户菜单中“在线客服”旁的数字，是您还没看过的顾问回复数量。

提醒只告诉您有新的回复，请登录后在[在线客服](/user/service)中查看内容。`,
          en: `If you have not had the conversation open in the last 5 minutes when an adviser replies, we send one SMS to your account's mobile number or, if the account has none, one e-mail to your verified address.

- No second notice is sent until you have seen those replies;
- while you are reading the conversation, replies simply appear on the page;
- the number beside "Online service" in the user menu counts the adviser replies you have not read yet.

The notice only says there is a reply: log in and read it in [Online service](/user/service).`,
        },
      },
      {
        slug: "send-feedback",
        title: { cn: "怎样提交意见反馈？在哪里看回复？", en: "How do I send feedback, and where do I see the reply?" },
        body: {
          cn: `登录后点击页面底部的“意见反馈”，或在[我的反馈](/user/feedback)中点击“提交反馈”，选择反馈类型并写下内容（最多 500 字）后提交。

[我的反馈](/user/feedback)列出您提交过的全部反馈，最近的在前：
- 已收到：我们会在 1 个工作日内（北京时间 9:00–18:00）回复；
- 已回复：回复显示在这条反馈下面，并注明回复时间；
- 已关闭：这条反馈已经结束。

回复只显示在我的反馈中；需要和顾问来回沟通的问题，请使用[在线客服](/user/service)。`,
          en: `Log in and press "Feedback" at the foot of the page, or "Send feedback" in [My feedback](/user/feedback); choose the type, write your message (up to 500 characters) and send it.

[My feedback](/user/feedback) lists everything you sent, newest first:
- Received: we answer within 1 working day (9:00–18:00 Beijing time);
- Answered: our reply is shown under your feedback, with its date;
- Closed: the feedback is finished.

Replies appear only in My feedback; for a question that needs a conversation with an adviser, use [Online service](/user/service).`,
        },
      },
      {
        slug: "contact-us",
        title: { cn: "还有哪些方式可以联系你们？", en: "What are the ways to contact you?" },
        body: {
          cn: `您可以通过以下方式联系我们：
- 在线客服：登录后在[在线客服](/user/service)中留言，顾问每天 09:00–21:00（北京时间）在线；
- 客服热线：号码显示在页面顶部，服务时间为工作日 9:00–18:00（北京时间）；
- 意见反馈：对网站的建议和遇到的问题，回复显示在[我的反馈](/user/feedback)中；
- 帮我找房：还没找到合适的房源时，填写[帮我找房](/common/custom-form)，顾问会联系您；
- 房源合作：公寓运营方可以通过页面顶部的“房源合作”联系我们。`,
          en: `You can reach us in these ways:
- Online service: log in and write to us in [Online service](/user/service); advisers are online every day, 09:00–21:00 Beijing time;
- the hotline: its number is at the top of the page, and it is open on workdays, 9:00–18:00 Beijing time;
- feedback: suggestions and problems with the site, answered in [My feedback](/user/feedback);
- find a home: not found the right place yet? Fill in [Find me a home](/common/custom-form) and an adviser contacts you;
- landlords and operators: use "House cooperation" at the top of the page.`,
        },
      },
    ],
  },
  {
    slug: "using-the-site-abroad",
    name: { cn: "在海外使用", en: "Using the site abroad" },
    description: {
      cn: "海外手机号、中英文切换、时差与服务时间、地图和手机浏览器。",
      en: "Foreign mobile numbers, switching language, time zones and opening hours, maps and using the site on a phone.",
    },
    questions: [
      {
        slug: "foreign-mobile-number",
        title: { cn: "可以用海外手机号注册吗？", en: "Can I sign up with a mobile number from outside China?" },
        body: {
          cn: `可以。登录窗口中的国家或地区代码列表包含全球两百多个国家和地区，选择您号码所属的代码后正常获取短信验证码即可。

如果暂时收不到短信，也可以在登录后绑定邮箱，之后用邮箱和密码登录、用邮箱验证码找回密码。申请房间时，联系手机号同样可以选择任何国家或地区代码。`,
          en: `Yes. The country or region codes in the login window cover more than two hundred countries and regions: choose your number's code and get the SMS code as usual.

If SMS is unreliable where you are, bind an e-mail address after logging in; you can then log in with your e-mail and password and reset the password by e-mail code. Applications also take a contact number with any country or region code.`,
        },
      },
      {
        slug: "language",
        title: { cn: "怎样切换中文和英文？", en: "How do I switch between Chinese and English?" },
        body: {
          cn: `点击页面顶部的语言切换，选择 English(EN) 或 简体中文(CN)。页面会切换到同一页面的另一种语言版本，网址以 /en 或 /cn 开头，您的选择会被记住。

搜索框同时识别中文、英文和拼音，无论页面使用哪种语言，都可以用您习惯的方式搜索。`,
          en: `Use the language switch at the top of the page and choose English(EN) or 简体中文(CN). You stay on the same page in the other language (its address starts with /en or /cn), and your choice is remembered.

Whichever language the pages are in, the search box understands English, Chinese and pinyin, so you can search the way you are used to.`,
        },
      },
      {
        slug: "time-zones-and-hours",
        title: { cn: "顾问什么时候回复？按哪个时区？", en: "When do advisers reply, and in which time zone?" },
        body: {
          cn: `所有服务时间都按北京时间（UTC+8，全年没有夏令时）：
- 在线客服：顾问每天 09:00–21:00 在线，在线时间内 2 小时内回复，其他时间的留言在下一个上午回复；
- 申请和帮我找房：顾问在 1 个工作日内联系您，工作日 9:00–18:00；
- 客服热线：工作日 9:00–18:00；
- 意见反馈：在 1 个工作日内回复，回复显示在[我的反馈](/user/feedback)中。

在海外请按时差换算，例如英国冬令时比北京时间晚 8 小时，夏令时晚 7 小时。[在线客服](/user/service)页面会直接显示您所在时区对应的在线时间。`,
          en: `All our hours are Beijing time (UTC+8, with no daylight saving):
- Online service: advisers are online every day, 09:00–21:00, reply within 2 hours in those hours, and answer messages sent outside them the next morning;
- applications and find-a-home requests: an adviser contacts you within 1 working day, on workdays 9:00–18:00;
- the hotline: workdays 9:00–18:00;
- feedback: answered within 1 working day, in [My feedback](/user/feedback).

Abroad, mind the time difference: the United Kingdom is 8 hours behind Beijing in winter and 7 in summer. The [Online service](/user/service) page shows the advisers' hours in your own time zone.`,
        },
      },
      {
        slug: "map-not-loading",
        title: { cn: "地图显示不出来怎么办？", en: "The map does not load. What can I do?" },
        body: {
          cn: `地图图块来自外部地图服务，在部分网络下可能加载缓慢或失败。地图加载不出来时：
- 公寓页仍然显示地址、附近学校的距离、步行和公共交通时间；
- “在地图中打开”链接会带着坐标打开外部地图；
- 列表页的地图视图会列出本页公寓的地址，公寓卡片列表始终可用。

稍后刷新页面，或切换网络后再试。`,
          en: `Map tiles come from an outside map service and may load slowly or not at all on some networks. When the map does not show:
- the apartment's page still gives the address and the nearby schools' distances, walking and transit times;
- "Open in map" opens an outside map at the apartment's coordinates;
- a list's map view lists the page's apartments with their addresses, and the list of cards always works.

Reload the page later, or try another network.`,
        },
      },
      {
        slug: "app-and-mini-program",
        title: { cn: "有手机 App 或微信小程序吗？", en: "Is there a mobile app or a WeChat mini-program?" },
        body: {
          cn: `目前没有。留学家网站可直接在手机浏览器中使用：点击页面顶部的“手机版”，用手机扫描二维码即可打开当前页面，详见[产品与服务](/common/product-service#mobile)。

手机浏览器与电脑使用同一个账号，收藏、申请和订单保持一致。`,
          en: `Not at the moment. The StudyNest web site works in your phone's browser: press "Mobile" at the top of the page and scan the code with your phone to open the page you are on; see [Products and services](/common/product-service#mobile).

Your phone's browser and your computer use the same account, so your collections, applications and orders are the same on both.`,
        },
      },
    ],
  },
];
