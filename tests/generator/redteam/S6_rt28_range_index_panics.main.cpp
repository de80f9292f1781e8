// Driver of S6_rt28_range_index_panics.rs on the emulator with every check
// on: one thread per launch over x = [1, 2, .., 8]; in-range cases must give
// rustc's length and sum (len * 1000 + sum), out-of-range ones a DevicePanic
// with Rust 1.95's message (measured with rustc 1.95 on the host).
#include "range_index_panics.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

struct Case {
  std::uint32_t mode;
  std::uint64_t a, b;
  std::uint32_t want; // when msg is empty
  const char *msg;
};

int main() {
  const Case cases[] = {
      {0, 8, 0, 0, ""},
      {0, 6, 0, 2015, ""},
      {0, 9, 0, 0, "range start index 9 out of range for slice of length 8"},
      {1, 0, 8, 8036, ""},
      {1, 0, 0, 0, ""},
      {1, 0, 9, 0, "range end index 9 out of range for slice of length 8"},
      {2, 3, 7, 5030, ""},
      {2, 8, 7, 0, ""},
      {2, 7, 7, 1008, ""},
      {2, 3, 8, 0, "range end index 8 out of range for slice of length 8"},
      {2, 5, 3, 0, "slice index starts at 5 but ends at 4"},
      {2, 0, 18446744073709551615ull, 0,
       "range end index 18446744073709551615 out of range for slice of length "
       "8"},
      {3, 5, 3, 0, "slice index starts at 5 but ends at 3"},
      {3, 2, 9, 0, "range end index 9 out of range for slice of length 8"},
      {3, 8, 8, 0, ""},
  };
  int failures = 0;
  std::vector<std::uint32_t> xs = {1, 2, 3, 4, 5, 6, 7, 8};
  for (const Case &c : cases) {
    auto s = rsgpu::Stream::create();
    if (!s) {
      std::printf("FAIL: stream\n");
      return 1;
    }
    rsgpu::LaunchConfig cfg;
    cfg.grid = {1};
    cfg.block = {1};
    cfg.checks = rsgpu::Check::All;
    auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 1);
    if (!x || !y) {
      std::printf("FAIL: buffers\n");
      return 1;
    }
    auto r = launch_range_index_panics(*s, cfg, x->borrow(), y->borrow_mut(),
                                       c.mode, c.a, c.b);
    std::string got;
    std::uint32_t val = 0;
    bool panicked = false;
    if (!r) {
      got = r.error().to_string();
      panicked = r.error().kind() == rsgpu::ErrorKind::DevicePanic;
      if (panicked)
        got = std::string(r.error().panic().message());
    } else {
      auto v = y->to_vec();
      if (!v) {
        panicked = v.error().kind() == rsgpu::ErrorKind::DevicePanic;
        got = panicked ? std::string(v.error().panic().message())
                       : v.error().to_string();
      } else {
        val = (*v)[0];
      }
    }
    bool ok = c.msg[0] ? (panicked && got == c.msg)
                       : (!panicked && got.empty() && val == c.want);
    std::string want =
        c.msg[0] ? std::string("panic: ") + c.msg : std::to_string(c.want);
    std::string have =
        panicked ? "panic: " + got : (got.empty() ? std::to_string(val) : got);
    std::printf("%s mode %u a %llu b %llu: %s (want %s)\n",
                ok ? "ok  " : "FAIL", c.mode, (unsigned long long)c.a,
                (unsigned long long)c.b, have.c_str(), want.c_str());
    failures += !ok;
  }
  if (failures) {
    std::printf("FAIL: %d cases\n", failures);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
