export default {
  phone: {
    menu: "Menu",
    filters: "Filters & sort",
    filtersCount: "Filters & sort ({{count}})",
    showResults_one: "Show {{count}} apartment",
    showResults_other: "Show {{count}} apartments",
    close: "Close",
    mobilePage: {
      title: "StudyNest on your phone",
      lead: "The site you are reading is also made for phones: the same address opens a layout for one hand on any phone browser, WeChat included. There is nothing to install.",
      scan: "Scan with your phone's camera or WeChat to open this page there",
      page: "The page you came from",
      open: "Open it",
      what: "On a phone you can",
      points: [
        "search cities, schools and apartments, filter and sort from a sheet at the bottom of the screen",
        "swipe through an apartment's photos and read every tenancy's full cost",
        "sign in with a code sent to your phone, apply for a room and follow your application",
        "share an apartment to a friend in WeChat as a card with its photo and price",
      ],
      app: "Prefer an app? The app and the WeChat mini-program are under “{{label}}” at the top of every page.",
    },
  },
};
