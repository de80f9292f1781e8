#include "common.hpp"
// the kernel asks for the host token itself, not the view it becomes
struct K {
#ifdef RSGPU_CF_OK
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::SliceMut<float>) const {}
#else
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::BorrowMut<float>) const {}
#endif
};
void f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y) {
  (void)rsgpu::launch(s, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
