// antd's Input by its path, for the screens whose first load has no room for the rest of antd's
// Input: its public entry attaches TextArea, Search, OTP, Password and Group to Input, 12.5 KB
// gzip more, which takes the kiosk's line screen and Pick Letters over their JavaScript budgets.
// The one place that imports it by path, so an antd release that moves it changes one line.
export { default as BaseInput } from 'antd/es/input/Input';
