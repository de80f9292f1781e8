// Driver of S9_rt3_shfl_in_fold_closure_partial_warp_launch.rs on the
// emulator: 48-thread blocks for a kernel whose only warp collective is in a
// core `fold` closure. Expected: InvalidLaunchConfig (the whole-warps
// obligation). A run — clean or reported by the emulator — means the
// obligation is missing (on a GPU the shuffle reads lanes that do not exist).
#include "shfl_in_fold_closure_partial_warp_launch.hpp"

#include <cstdio>
#include <string>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  std::vector<float> hx(4, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 96);
  if (!x || !y) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2, 1, 1};
  cfg.block = {48, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_shfl_in_fold_closure_partial_warp_launch(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) {
    std::printf("%s\n", r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("refused, but not InvalidLaunchConfig", &r.error());
    std::printf("PASS\n");
    return 0;
  }
  // Launched: the host obligation is missing (finding), but the device-side
  // check of Block::tile<32> must still stop it (a DevicePanic, on CUDA too).
  auto v = y->to_vec();
  if (v) return fail("48-thread blocks launched and ran silently (no whole-warps obligation)");
  std::printf("%s\n", v.error().to_string().c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic ||
      v.error().to_string().find("whole tiles") == std::string::npos)
    return fail("not the device's whole-tiles panic", &v.error());
  std::printf("PASS (launched without the whole-warps obligation; the device check panicked)\n");
  return 0;
}
