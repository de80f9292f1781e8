#include "common.hpp"
struct PtrKernel {
  RSGPU_FN void operator()(rsgpu::Thread, float *) const {}
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b, float *p) {
#ifdef RSGPU_CF_OK
  (void)p;
  return rsgpu::launch(s, {}, FillKernel{}, b.borrow_mut(), 1.0f);
#else
  return rsgpu::launch(s, {}, PtrKernel{}, p); // S2 under nvcc too
#endif
}
