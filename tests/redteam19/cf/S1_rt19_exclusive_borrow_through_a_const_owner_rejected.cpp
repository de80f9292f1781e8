#include "common.hpp"
struct ReadK {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::Slice<const float>) const {}
};
void f(rsgpu::Stream &s, const rsgpu::DeviceBuffer<float> &x) {
#ifdef RSGPU_CF_OK
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, ReadK{}, x.borrow());
#else
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, FillK{}, x.borrow_mut(), 1.0f);
#endif
}
