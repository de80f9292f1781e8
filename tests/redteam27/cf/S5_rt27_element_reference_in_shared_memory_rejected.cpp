// An ElemRef of the thread's own element published in shared memory would let
// another thread write it.
#include "common.hpp"
struct K {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
#ifdef RSGPU_CF_OK
    auto s = rsgpu::shared<float, 32>(b, [] {});
#else
    auto s = rsgpu::shared<rsgpu::ElemRef<float>, 32>(b, [] {});
#endif
    (void)s;
    (void)y;
  }
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
