import { createInstance, type i18n } from "i18next";
import { defaultLanguage, type Language } from "./config";
import { loadedResources, onResourcesAdded } from "./resources";

// One instance per language: concurrent requests in different languages never share a mutable
// "current language". Catalogs that load later (in the browser) are added to the instances.
const instances = new Map<Language, i18n>();

onResourcesAdded((lng, namespace, bundle) => {
  instances.get(lng as Language)?.addResourceBundle(lng, namespace, bundle, true, true);
});

export function getI18n(lng: Language): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    instance.init({
      lng,
      fallbackLng: defaultLanguage,
      resources: loadedResources(),
      defaultNS: "common",
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}
