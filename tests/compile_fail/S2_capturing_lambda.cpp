#include "common.hpp"
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  float *host_ptr = nullptr;
#ifdef RSGPU_CF_OK
  (void)host_ptr;
  return rsgpu::launch(s, {}, [](rsgpu::Thread, rsgpu::Slice<const float>) {}, b.borrow());
#else
  return rsgpu::launch( // S2: the capture smuggles a host pointer
      s, {}, [host_ptr](rsgpu::Thread, rsgpu::Slice<const float>) { (void)host_ptr; },
      b.borrow());
#endif
}
