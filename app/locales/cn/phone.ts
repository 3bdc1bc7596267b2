export default {
  phone: {
    menu: "菜单",
    filters: "筛选和排序",
    filtersCount: "筛选和排序（{{count}}）",
    showResults_one: "查看 {{count}} 个公寓",
    showResults_other: "查看 {{count}} 个公寓",
    close: "关闭",
    mobilePage: {
      title: "在手机上使用留学家",
      lead: "本站也是手机版：同一个网址在任何手机浏览器（包括微信）里打开，就是为单手操作设计的版面，无需安装。",
      scan: "用手机相机或微信扫一扫，在手机上打开这个页面",
      page: "你来自的页面",
      open: "打开",
      what: "在手机上你可以",
      points: [
        "搜索城市、学校和公寓，在屏幕底部的面板里筛选和排序",
        "左右滑动查看公寓照片，查看每个租期的完整费用",
        "用手机验证码登录，申请房间并跟进申请进度",
        "在微信里把公寓分享给朋友，带照片和价格的卡片",
      ],
      app: "更喜欢 App？App 和微信小程序在每个页面顶部的“{{label}}”里。",
    },
  },
};
