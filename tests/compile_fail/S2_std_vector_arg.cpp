#include "common.hpp"
struct VecKernel {
  RSGPU_FN void operator()(rsgpu::Thread, std::vector<float>) const {}
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b, std::vector<float> v) {
#ifdef RSGPU_CF_OK
  (void)v;
  return rsgpu::launch(s, {}, ReadKernel{}, b.borrow());
#else
  return rsgpu::launch(s, {}, VecKernel{}, v); // S2
#endif
}
