// Driver of S9_rt16_ballot_trip_count_by_warp_2d_launch.rs on the emulator
// (one_d_only.hpp: 2 blocks of 64 total 2112; 48 x 2, 32 x 2 and
// 16 x 2 blocks refused with InvalidLaunchConfig).
#include "ballot_trip_count_by_warp_2d_launch.hpp"
#include "one_d_only.hpp"

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return redteam::fail("stream");
  return redteam::one_d_only(*s, [&](const rsgpu::LaunchConfig &c,
                                     rsgpu::DeviceBuffer<std::uint32_t> &tot) {
    return launch_ballot_trip_count_by_warp_2d_launch(*s, c, rsgpu::atomic(tot.borrow_mut()));
  });
}
