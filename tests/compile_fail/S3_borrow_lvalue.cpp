#include "common.hpp"
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  auto lease = b.borrow_mut();
#ifdef RSGPU_CF_OK
  return rsgpu::launch(s, {}, FillKernel{}, std::move(lease), 1.0f);
#else
  return rsgpu::launch(s, {}, FillKernel{}, lease, 1.0f); // S3: a lease is consumed
#endif
}
