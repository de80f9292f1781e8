// Driver of S6_rt_shared_atomics_index_past_n.rs on the emulator: the launch
// stub `launch_shared_atomics_index_past_n(stream, cfg, Borrow<u32>,
// BorrowMut<u32>)` as docs/workflows.md describes the generated header.
#include "shared_atomics_index_past_n.hpp"

#include <cstdint>
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
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  // twin: every value in range; each block counts its 64 values
  std::vector<std::uint32_t> xs(128);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = std::uint32_t(i % 16);
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 128);
  if (!x || !y) return fail("buffers");
  auto r = launch_shared_atomics_index_past_n(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t b = 0; b < 2; ++b)
    for (std::size_t k = 0; k < 16; ++k)
      if ((*v)[b * 64 + k] != 4) return fail("twin counts");
  // misuse: x[21] = 16 -> hist[16]
  xs[21] = 16;
  auto x2 = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  if (!x2) return fail("buffer");
  r = launch_shared_atomics_index_past_n(*s, cfg, x2->borrow(), y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("the index past the 16 bins ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  if (m.find("index out of bounds: the len is 16 but the index is 16") == std::string::npos)
    return fail("panic message", &e);
  if (e.panic().block.x != 0 || e.panic().thread.x != 21) return fail("panic thread", &e);
  std::printf("PASS\n");
  return 0;
}
