// S13: a borrow is consumed by the launch it is moved into; moving it
// into a second launch (straight-line or on the next loop iteration) is
// flagged before anything runs.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = 1.0f;
  }
};

rsgpu::Result<void> twice(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  auto borrow = buf.borrow_mut();
  RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(borrow)));
  // CHECK: error[RG0401]: use of moved borrow `borrow`
  // CHECK-NEXT: --> {{.*}}S13_borrow_reused_after_launch.cpp:[[@LINE+4]]:53
  // CHECK: note: `borrow` was moved here
  // CHECK-NEXT: --> {{.*}}S13_borrow_reused_after_launch.cpp:[[@LINE-4]]:53
  // CHECK: = help: a borrow is used up by the launch
  RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(borrow)));
  return {};
}

rsgpu::Result<void> loop(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  auto borrow = buf.borrow_mut(); // one borrow for every iteration: wrong
  for (int i = 0; i < 3; ++i) {
    // CHECK: error[RG0401]: use of moved borrow `borrow`
    // CHECK-NEXT: --> {{.*}}S13_borrow_reused_after_launch.cpp:[[@LINE+2]]:55
    // CHECK: note: `borrow` was moved here, in an earlier iteration of the loop
    RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(borrow)));
  }
  return {};
}
