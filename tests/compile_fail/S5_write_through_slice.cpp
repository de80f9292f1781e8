#include "common.hpp"
struct WriteShared {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x) const {
#ifdef RSGPU_CF_OK
    float v = x[t.global_id()];
    (void)v;
#else
    x[t.global_id()] = 2.0f; // S5: a shared borrow is read-only
#endif
  }
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  return rsgpu::launch(s, {}, WriteShared{}, b.borrow());
}
