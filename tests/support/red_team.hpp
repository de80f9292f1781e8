// Helpers the black-box red-team emulator suites share (tests/redteam9, 11,
// 13, 14): a stream and zeroed, poisoned or host-filled buffers that fail the
// test when they cannot be made, a checked 1-D launch configuration, the
// texts a race report names (threads, indices) and the accesses it names,
// parsed.
#pragma once
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <cstddef>
#include <regex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace red_team {
using namespace rsgpu;
template <class R> std::string text(const R &r) {
  return r ? "ok" : r.error().to_string();
}
inline bool has(std::string_view hay, std::string_view needle) {
  return hay.find(needle) != std::string_view::npos;
}
inline Stream stream() {
  auto s = Stream::create();
  REQUIRE(s);
  return std::move(*s);
}
template <class T> DeviceBuffer<T> zeroed(Stream &s, std::size_t n) {
  auto b = DeviceBuffer<T>::zeroed(s, n);
  REQUIRE(b);
  return std::move(*b);
}
/// A buffer nothing initialised (every byte the poison pattern, 0xCD).
template <class T> DeviceBuffer<T> fresh(Stream &s, std::size_t n) {
  auto b = DeviceBuffer<T>::create(s, n);
  REQUIRE(b);
  return std::move(*b);
}
template <class T> DeviceBuffer<T> from(Stream &s, const std::vector<T> &h) {
  auto b = DeviceBuffer<T>::from_host(s, h);
  REQUIRE(b);
  return std::move(*b);
}
/// The buffer's contents (the test fails if they cannot be copied back).
template <class T> std::vector<T> back(DeviceBuffer<T> &b) {
  auto v = b.to_vec();
  INFO(text(v));
  REQUIRE(v);
  return std::move(*v);
}
inline LaunchConfig cfg(unsigned grid, unsigned block,
                        unsigned long long seed = 0) {
  LaunchConfig c;
  c.grid = {grid, 1, 1};
  c.block = {block, 1, 1};
  c.checks = Check::All;
  c.seed = seed;
  return c;
}
inline std::string th(unsigned b, unsigned r) {
  return "block (" + std::to_string(b) + ", 0, 0) thread (" +
         std::to_string(r) + ", 0, 0)";
}
inline std::string idx(std::size_t i, std::size_t size) {
  return "index " + std::to_string(i) + " of " + std::to_string(size) + "-byte";
}
/// The error of the work so far on `s`; fails the test if there is none.
inline Error expect_error(Stream &s, ErrorKind kind) {
  auto r = s.synchronize();
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == kind);
  return r.error();
}
inline void expect_ok(Stream &s) {
  auto r = s.synchronize();
  INFO(text(r));
  REQUIRE(r);
}
inline std::string msg(const Error &e) { return std::string(e.message()); }

/// The accesses a race report names: kind ("write", "read", "atomic"), block,
/// thread.
struct Named {
  std::string kind;
  unsigned b, t;
};
inline std::vector<Named> named(const std::string &m) {
  static const std::regex re(
      R"((write|read|atomic) by block \((\d+), 0, 0\) thread \((\d+), 0, 0\))");
  std::vector<Named> v;
  for (std::sregex_iterator it(m.begin(), m.end(), re), end; it != end; ++it)
    v.push_back({(*it)[1], unsigned(std::stoul((*it)[2])),
                 unsigned(std::stoul((*it)[3]))});
  return v;
}
inline bool names(const std::vector<Named> &v, const std::string &kind,
                  unsigned b, unsigned t) {
  for (auto &n : v)
    if (n.kind == kind && n.b == b && n.t == t)
      return true;
  return false;
}
} // namespace red_team
