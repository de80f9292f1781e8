#include "common.hpp"
struct Params {
  float a, b;
};
#ifdef RSGPU_CF_OK
RSGPU_DEVICE_COPY(Params);
#endif
struct ParamKernel {
  RSGPU_FN void operator()(rsgpu::Thread, Params) const {}
};
rsgpu::Result<void> f(rsgpu::Stream &s) {
  return rsgpu::launch(s, {}, ParamKernel{}, Params{1, 2}); // S2 unless opted in
}
