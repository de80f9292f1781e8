#pragma once
// Helpers of the red-team suite (tests/adversarial). Host backend only: the
// gate below is a test harness, not something a kernel author would write.
#include <atomic>
#include <chrono>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#include <catch2/catch.hpp>

namespace adv {

// A kernel that calls gate_wait() stays in flight until the host calls
// gate_open(): what "a long kernel" is, made deterministic. Host memory read
// by a kernel works only on the emulator; these tests run only there.
inline std::atomic<int> &gate() {
  static std::atomic<int> g{0};
  return g;
}
inline void gate_close() { gate().store(0); }
inline void gate_open() { gate().store(1); }
inline void gate_wait() {
  while (gate().load() == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}
// Opens the gate from another host thread after `ms` milliseconds.
struct OpenLater {
  std::thread th;
  explicit OpenLater(int ms)
      : th([ms] {
          std::this_thread::sleep_for(std::chrono::milliseconds(ms));
          gate_open();
        }) {}
  ~OpenLater() { th.join(); }
};

inline rsgpu::Stream stream() {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  return std::move(*s);
}

template <class T>
rsgpu::DeviceBuffer<T> zeroed(rsgpu::Stream &s, std::size_t n) {
  auto b = rsgpu::DeviceBuffer<T>::zeroed(s, n);
  REQUIRE(b);
  return std::move(*b);
}

template <class T>
rsgpu::DeviceBuffer<T> from_host(rsgpu::Stream &s, const std::vector<T> &v) {
  auto b = rsgpu::DeviceBuffer<T>::from_host(s, v);
  REQUIRE(b);
  return std::move(*b);
}

inline rsgpu::LaunchConfig cfg1d(unsigned grid, unsigned block) {
  rsgpu::LaunchConfig c;
  c.grid = {grid};
  c.block = {block};
  return c;
}

// The line of `file` that carries the comment `// marker` (a kernel's panic
// site), so that expectations survive reformatting.
inline unsigned line_of(const char *file, const char *marker) {
  std::ifstream in(file);
#ifdef ADV_SOURCE_DIR
  if (!in) { // __FILE__ relative to the build directory, not to the test's
    std::string f(file);
    in.open(std::string(ADV_SOURCE_DIR) + "/" +
            f.substr(f.find_last_of('/') + 1));
  }
#endif
  std::string line, want = std::string("// ") + marker;
  for (unsigned n = 1; std::getline(in, line); ++n)
    if (line.find(want) != std::string::npos)
      return n;
  return 0;
}

inline bool contains(std::string_view hay, std::string_view needle) {
  return hay.find(needle) != std::string_view::npos;
}

// The error of a Result that must have failed, as text for the report.
template <class R> std::string describe(const R &r) {
  if (r)
    return "success";
  return r.error().to_string();
}

} // namespace adv
