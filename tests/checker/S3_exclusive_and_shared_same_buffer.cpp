// S3: one launch borrowing a buffer exclusively and shared (whole buffer or
// overlapping constant ranges) is flagged at the second borrow.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Axpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e += x[e.index()];
  }
};

rsgpu::Result<void> whole(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &x) {
  auto cfg = rsgpu::LaunchConfig::for_elements(x.len());
  // CHECK: error[RG0402]: `x` is borrowed exclusively and shared by one launch (S3)
  // CHECK-NEXT: --> {{.*}}S3_exclusive_and_shared_same_buffer.cpp:[[@LINE+4]]:55
  // CHECK: note: the shared borrow of `x` is here
  // CHECK-NEXT: --> {{.*}}S3_exclusive_and_shared_same_buffer.cpp:[[@LINE+2]]:43
  // CHECK: = help: an exclusive borrow excludes every other borrow
  RSGPU_TRY(rsgpu::launch(s, cfg, Axpy{}, x.borrow(), x.borrow_mut()));
  return {};
}

rsgpu::Result<void> overlap(rsgpu::Stream &s,
                            rsgpu::Result<rsgpu::DeviceBuffer<float>> &r) {
  auto cfg = rsgpu::LaunchConfig::for_elements(8);
  // CHECK: error[RG0402]: `r` is borrowed exclusively and shared by one launch (S3)
  // CHECK-NEXT: --> {{.*}}S3_exclusive_and_shared_same_buffer.cpp:[[@LINE+2]]:27
  RSGPU_TRY(rsgpu::launch(s, cfg, Axpy{}, r->borrow(0, 8),
                          r->borrow_mut(4, 8)));
  return {};
}
