// Driver of S5_rt20_3d_u32_launch_x_rounded_up.rs on the emulator (every
// check on): x ids rounded up past nx must not make the launch refused.
#include "rt20_3d_u32_launch_wide_x.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {4, 1, 1};
  cfg.block = {32, 1, 1};
  cfg.checks = rsgpu::Check::All;
  // nx = 96, ny = 2^21, one plane: Z * ny * nx = 3 * 2^26 < 2^32; the 128 x
  // ids cover row 0 (x >= 96 fail the guard)
  const std::uint32_t nx = 96, ny = 1u << 21;
  auto out = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 2 * nx);
  if (!out) return fail("buffer");
  auto r = launch_rt20_3d_u32_launch_wide_x(*s, cfg, nx, ny, out->borrow_mut());
  if (!r) return fail("x ids rounded up past nx (index < 3 * 2^26) refused", &r.error());
  auto v = out->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::uint32_t x = 0; x < 2 * nx; ++x)
    if ((*v)[x] != (x < nx ? x + 1 : 0)) {
      std::printf("FAIL: out[%u] = %u\n", x, (*v)[x]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
