// S13: a borrow lease is consumed by the launch it is moved into; moving it
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
  auto lease = buf.borrow_mut();
  RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(lease)));
  // CHECK: error[RG0401]: use of moved borrow lease `lease`
  // CHECK-NEXT: --> {{.*}}S13_lease_reused_after_launch.cpp:[[@LINE+4]]:53
  // CHECK: note: `lease` was moved here
  // CHECK-NEXT: --> {{.*}}S13_lease_reused_after_launch.cpp:[[@LINE-4]]:53
  // CHECK: = help: a lease is used up by the launch
  RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(lease)));
  return {};
}

rsgpu::Result<void> loop(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &buf) {
  auto cfg = rsgpu::LaunchConfig::for_elements(buf.len());
  auto lease = buf.borrow_mut(); // one lease for every iteration: wrong
  for (int i = 0; i < 3; ++i) {
    // CHECK: error[RG0401]: use of moved borrow lease `lease`
    // CHECK-NEXT: --> {{.*}}S13_lease_reused_after_launch.cpp:[[@LINE+2]]:55
    // CHECK: note: `lease` was moved here, in an earlier iteration of the loop
    RSGPU_TRY(rsgpu::launch(s, cfg, Fill{}, std::move(lease)));
  }
  return {};
}
