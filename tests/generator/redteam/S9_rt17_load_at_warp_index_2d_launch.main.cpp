// Driver of S9_rt17_load_at_warp_index_2d_launch.rs on the emulator (every check on): 2 blocks of 64
// threads, x[i] = 1 except x[1] = 0 (x[0] = 1), must total 2 * 1056 = 2112.
// Then 48 x 2, 32 x 2 and 16 x 2 blocks must each be refused with
// InvalidLaunchConfig before anything runs (kernels.md: conditions on `t`
// need 1-D blocks of whole warps; one_d_only.hpp).
#include "load_at_warp_index_2d_launch.hpp"
#include "one_d_only.hpp"

#include <vector>

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return redteam::fail("stream");
  std::vector<std::uint32_t> hx(256, 1u);
  hx[1] = 0;
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, hx);
  if (!x) return redteam::fail("buffer x");
  return redteam::one_d_only(*s, [&](const rsgpu::LaunchConfig &c,
                                     rsgpu::DeviceBuffer<std::uint32_t> &tot) {
    return launch_load_at_warp_index_2d_launch(*s, c, x->borrow(), rsgpu::atomic(tot.borrow_mut()));
  });
}
