/** The names under which hosts and the site find each other (PROTOCOL.md, "Transports"). */
export const HOST_NAMES = {
  /** iOS: `window.webkit.messageHandlers.croupier` (WKScriptMessageHandler). */
  iosHandler: 'croupier',
  /** Android: `window.CroupierAndroid.postMessage(string)` (web message listener or @JavascriptInterface). */
  androidInterface: 'CroupierAndroid',
  /** React Native: `window.ReactNativeWebView.postMessage(string)`, injected by react-native-webview. */
  reactNative: 'ReactNativeWebView',
  /** Host → site inbox: `window.__croupierBridge.receive(json)`. */
  inbox: '__croupierBridge',
} as const;
