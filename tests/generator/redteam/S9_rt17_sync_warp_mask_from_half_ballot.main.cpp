// Driver of S9_rt17_sync_warp_mask_from_half_ballot.rs on the emulator: one
// warp; lanes 16..31 call sync_warp_mask(ballot(lane < 16)) = 0x0000ffff, which does not contain
// them. Expected (where rsgpu-gen translated it): SyncError or a DevicePanic,
// never a silent run.
#include "sync_warp_mask_from_half_ballot.hpp"

#include <cstdint>
#include <cstdio>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 32);
  if (!y) return fail("buffer");
  auto r = launch_sync_warp_mask_from_half_ballot(*s, cfg, y->borrow_mut());
  if (!r) return fail("refused at launch (not what the docs describe)", &r.error());
  auto w = y->to_vec();
  if (w) return fail("a half mask from a ballot reached by all 32 lanes ran silently");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() == rsgpu::ErrorKind::DevicePanic) {
    if (e.panic().thread.x < 16) return fail("panic names a lane inside the mask", &e);
  } else if (e.kind() != rsgpu::ErrorKind::SyncError) {
    return fail("neither SyncError nor DevicePanic", &e);
  }
  std::printf("PASS\n");
  return 0;
}
