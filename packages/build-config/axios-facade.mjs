// What every browser build gets as `axios` (index.mjs): the default instance with what our
// api-client uses of it (create, isCancel, isAxiosError, the error and headers classes), built
// from axios' own modules as lib/axios.js builds it. lib/axios.js also hangs CancelToken, the
// HttpStatusCode table, toFormData, formToJSON, spread and all on the instance; no code of ours
// calls them, and as properties of one object they are never tree-shaken: ~1 KB gz of every
// first load. A property not here is undefined in the browser; the api-client's tests run on
// axios itself.
import utils from 'axios/unsafe/utils.js';
import bind from 'axios/unsafe/helpers/bind.js';
import Axios from 'axios/unsafe/core/Axios.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import defaults from 'axios/unsafe/defaults/index.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import isCancel from 'axios/unsafe/cancel/isCancel.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';

/**
 * lib/axios.js' createInstance: a request function with Axios' methods and `create`.
 * @param {object} defaultConfig
 */
function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = (/** @type {object} */ instanceConfig) =>
    createInstance(mergeConfig(defaultConfig, instanceConfig));
  return instance;
}

const axios = createInstance(defaults);
axios.Axios = Axios;
axios.AxiosError = AxiosError;
axios.AxiosHeaders = AxiosHeaders;
axios.CanceledError = CanceledError;
axios.isCancel = isCancel;
axios.isAxiosError = isAxiosError;
axios.default = axios;

export default axios;
