// Driver of S6_rt5_last_chunk_shorter_write.rs on the emulator: y of 10
// elements, one block of 3 threads. Chunks (4, 4, 2): thread 2 writes c[2] of
// a 2-element chunk. Expected: DevicePanic "index out of bounds: the len is 2
// but the index is 2" from Rust's check (a `.mir:` location), nothing written
// past y.
#include "last_chunk_shorter_write.hpp"

#include <cstdio>
#include <string>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto big = rsgpu::DeviceBuffer<float>::zeroed(*s, 16);
  if (!big) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {3, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_last_chunk_shorter_write(*s, cfg, big->borrow_mut(0, 10));
  if (!r) return fail("launch refused", &r.error());
  auto v = big->to_vec();
  if (v) {
    if ((*v)[10] != 0.0f || (*v)[11] != 0.0f)
      return fail("ran clean and wrote past the 10-element borrow (y[10], y[11])");
    return fail("ran clean: c[2] of a 2-element chunk did not panic");
  }
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("index out of bounds: the len is 2 but the index is 2") == std::string::npos)
    return fail("not Rust's bounds panic for the short chunk", &v.error());
  if (msg.find(".mir:") == std::string::npos)
    return fail("the panic is the library's own check in the generated header, not Rust's: "
                "BoundsProofs dropped it, so a GPU would write past the chunk", &v.error());
  std::printf("PASS\n");
  return 0;
}
