// S3: two exclusive borrows of one buffer in one launch, traced through borrow
// variables and through rsgpu::atomic(), are flagged.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Two {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> a,
                           rsgpu::SliceMut<float> b) const {}
};
struct Count {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> v,
                           rsgpu::AtomicSlice<int> bins) const {}
};

rsgpu::Result<void> vars(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  auto first = buf.borrow_mut();
  auto second = buf.borrow_mut();
  // CHECK: error[RG0402]: `buf` is borrowed exclusively twice by one launch (S3)
  // CHECK-NEXT: --> {{.*}}S3_exclusive_twice_via_borrow_variables.cpp:[[@LINE+3]]:27
  // CHECK: note: the exclusive borrow of `buf` is here
  RSGPU_TRY(rsgpu::launch(s, cfg, Two{}, std::move(first),
                          std::move(second)));
  return {};
}

rsgpu::Result<void> atomic(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &v) {
  auto cfg = rsgpu::LaunchConfig::for_elements(v.len());
  // CHECK: error[RG0402]: `v` is borrowed exclusively and shared by one launch (S3)
  // CHECK-NEXT: --> {{.*}}S3_exclusive_twice_via_borrow_variables.cpp:[[@LINE+1]]:56
  RSGPU_TRY(rsgpu::launch(s, cfg, Count{}, v.borrow(), rsgpu::atomic(v.borrow_mut())));
  return {};
}
