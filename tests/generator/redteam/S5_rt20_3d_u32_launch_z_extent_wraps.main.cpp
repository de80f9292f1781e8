// Driver of S5_rt20_3d_u32_launch_z_extent_wraps.rs on the emulator (every
// check on, racecheck included).
#include "rt20_3d_u32_launch.hpp"

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
  cfg.grid = {2, 3, 2};
  cfg.block = {4, 2, 2};
  cfg.checks = rsgpu::Check::All;
  // twin: nx = 8, ny = 6, 4 planes: every element written once, by its (x, y, z)
  const std::uint32_t nx = 8, ny = 6, nz = 4;
  auto out = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, nx * ny * nz);
  if (!out) return fail("buffer");
  auto r = launch_rt20_3d_u32_launch(*s, cfg, nx, ny, out->borrow_mut());
  if (!r) return fail("3-D launch", &r.error());
  auto v = out->to_vec();
  if (!v) return fail("3-D run", &v.error());
  for (std::uint32_t z = 0; z < nz; ++z)
    for (std::uint32_t y = 0; y < ny; ++y)
      for (std::uint32_t x = 0; x < nx; ++x)
        if ((*v)[(z * ny + y) * nx + x] != z * 10000 + y * 100 + x + 1) {
          std::printf("FAIL: out[(%u * ny + %u) * nx + %u] = %u\n", z, y, x,
                      (*v)[(z * ny + y) * nx + x]);
          return 1;
        }
  auto small = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 64);
  if (!small) return fail("buffer");
  // misuses: ny * nx fits in 32 bits, the z extent pushes ids * ny * nx past
  // 2^32 (4 planes of 2^31: z = 2's elements wrap onto z = 0's)
  struct Case { rsgpu::Dim3 grid, block; std::uint32_t nx, ny; const char *what; };
  const Case bad[] = {
      {{1, 1, 1}, {2, 1, 4}, 1u << 16, 1u << 15, "block z 4, ny * nx = 2^31"},
      {{1, 1, 3}, {1, 1, 1}, 1u << 16, 1u << 15, "grid z 3, ny * nx = 2^31"},
      {{1, 1, 2}, {1, 2, 2}, 3u << 14, 1u << 15, "4 planes of 3 * 2^29"},
  };
  for (const Case &c : bad) {
    rsgpu::LaunchConfig b = cfg;
    b.grid = c.grid;
    b.block = c.block;
    auto rb = launch_rt20_3d_u32_launch(*s, b, c.nx, c.ny, small->borrow_mut());
    if (rb) {
      auto w = small->to_vec();
      if (!w) return fail(c.what, &w.error());
      std::printf("FAIL: %s: ids * ny * nx past 2^32 was launched\n", c.what);
      return 1;
    }
    std::printf("%s: %s\n", c.what, rb.error().to_string().c_str());
    if (rb.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("not InvalidLaunchConfig", &rb.error());
  }
  // exactly 2^32 (4 planes of 2^30): no index wraps, the launch must run
  rsgpu::LaunchConfig ok = cfg;
  ok.grid = {1, 1, 2};
  ok.block = {1, 1, 2};
  auto ro = launch_rt20_3d_u32_launch(*s, ok, 1u << 15, 1u << 15, small->borrow_mut());
  if (!ro) return fail("ids * ny * nx = 2^32 refused", &ro.error());
  auto wo = small->to_vec();
  if (!wo) return fail("2^32 run", &wo.error());
  std::printf("PASS\n");
  return 0;
}
