declare module "ws";
