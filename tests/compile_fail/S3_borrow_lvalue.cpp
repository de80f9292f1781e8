#include "common.hpp"
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  auto borrow = b.borrow_mut();
#ifdef RSGPU_CF_OK
  return rsgpu::launch(s, {}, FillKernel{}, std::move(borrow), 1.0f);
#else
  return rsgpu::launch(s, {}, FillKernel{}, borrow, 1.0f); // S3: a borrow is consumed
#endif
}
