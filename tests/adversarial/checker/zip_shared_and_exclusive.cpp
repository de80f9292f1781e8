// S3: one zip lending a buffer exclusively and shared (read the old values
// while writing new ones, in place).
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Shift {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<int>, rsgpu::Slice<const int>> ab) const {
    if (auto e = ab.mine(t)) {
      auto [a, b] = *e;
      a = b + 1;
    }
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &v) {
  auto cfg = rsgpu::LaunchConfig::for_elements(v.len());
  // CHECK: error[RG0402]: `v` is borrowed exclusively and shared by one launch (S3) (launch argument 0, the zip's component 1)
  // CHECK-NEXT: --> {{.*}}zip_shared_and_exclusive.cpp:[[@LINE+1]]
  RSGPU_TRY(rsgpu::launch(s, cfg, Shift{}, rsgpu::zip(v.borrow_mut(), v.borrow())));
  return {};
}
