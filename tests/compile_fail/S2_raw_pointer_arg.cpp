#include "common.hpp"
struct PtrKernel {
  RSGPU_FN void operator()(rsgpu::Thread, const float *) const {}
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b, const float *host) {
#ifdef RSGPU_CF_OK
  (void)host;
  return rsgpu::launch(s, {}, ReadKernel{}, b.borrow());
#else
  return rsgpu::launch(s, {}, PtrKernel{}, host); // S2
#endif
}
