export default {
  pages: {},
};
