// The emulator's context switch itself (backend/host/fiber_switch.hpp), below
// the scheduler: contexts that keep their values across switches in any
// order, a fresh stack aligned as the ABI wants (printf of long doubles
// crashes on a misaligned one), exceptions thrown and caught inside a fiber
// across switches, a fiber that ends handing back to the context it names, and
// its stack free for the next one. Built twice: rsgpu_emulator_tests (the
// switch of our own on x86-64) and rsgpu_emulator_boost_switch_tests
// (Boost.Context, RSGPU_EMU_BOOST_CONTEXT=1); each switch is announced to
// ASan as the scheduler does (AsanSwitch). Not in the tsan preset: a fiber
// that ends would have to tell TSan from a frame TSan does not see, which
// only the scheduler's fiber_main does.
#include <pthread.h>

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <rsgpu/backend/host/fiber_switch.hpp>

namespace host = rsgpu::detail::host;

namespace {
struct Stack {
  const void *bottom = nullptr;
  std::size_t size = 0;
};
Stack of(const host::ctx::stack_context &s) {
  return {static_cast<char *>(s.sp) - s.size, s.size};
}
Stack main_stack() {
  pthread_attr_t a;
  pthread_getattr_np(pthread_self(), &a);
  void *lo = nullptr;
  std::size_t size = 0;
  pthread_attr_getstack(&a, &lo, &size);
  pthread_attr_destroy(&a);
  return {lo, size};
}
/// switch_context / start_context with ASan told, as FiberBlock does.
void to(host::Context &save, host::Context &&target, Stack st) {
  void *fake = nullptr;
  host::AsanSwitch::before(&fake, st.bottom, st.size);
  host::switch_context(save, std::move(target));
  host::AsanSwitch::after(fake, nullptr, nullptr);
}
void start(host::Context &save, Stack st, host::FiberEntry fn, void *arg) {
  void *fake = nullptr;
  host::AsanSwitch::before(&fake, st.bottom, st.size);
  host::start_context(save, st.bottom, st.size, fn, arg);
  host::AsanSwitch::after(fake, nullptr, nullptr);
}
void entered() { host::AsanSwitch::after(nullptr, nullptr, nullptr); }
/// A fiber about to end by switching to the main stack.
host::Context *end(host::Context &main, Stack m) {
#if RSGPU_HOST_ASAN
  __sanitizer_start_switch_fiber(nullptr, m.bottom, m.size);
#endif
  (void)m;
  return &main;
}
} // namespace

TEST_CASE("fiber_switch_is_the_configured_implementation", "[emulator]") {
#if defined(__x86_64__) && !RSGPU_EMU_BOOST_CONTEXT && !(defined(__CET__) && (__CET__ & 2))
  CHECK(RSGPU_HOST_OWN_SWITCH == 1);
#else
  CHECK(RSGPU_HOST_OWN_SWITCH == 0);
#endif
}

namespace {
/// A ring of fibers, each resumed by the driver in a varying order.
struct Ring {
  static constexpr int n = 48;
  host::StackPool pool;
  host::Context main; // the driver while a fiber runs
  Stack main_st = main_stack();
  host::Context ctx[n];
  std::vector<host::ctx::stack_context> stacks;
  bool stop = false;
  int running = -1;
  std::uint64_t result[n] = {};
  double fresult[n] = {};
  std::string text[n];
};

struct Arg {
  Ring *r;
  int i;
};

[[gnu::noinline]] std::string formatted(long double v, double d, int i) {
  char buf[128];
  std::snprintf(buf, sizeof buf, "%.3Lf/%.2f/%d", v, d, i);
  return buf;
}

host::Context *ring_fiber(void *p) noexcept {
  entered();
  Arg a = *static_cast<Arg *>(p);
  Ring &r = *a.r;
  // Values live across every switch: in callee-saved registers or spilled
  // to this stack, both of which the switch keeps.
  std::uint64_t acc = 1469598103934665603ull ^ std::uint64_t(a.i);
  double f = 1.0 + a.i;
  long double ld = 0.5L * a.i;
  std::vector<int> mine(a.i + 1, a.i); // heap owned by this fiber's frame
  r.text[a.i] = formatted(ld, f, a.i); // on the fresh stack: alignment
  for (int k = 0; !r.stop; ++k) {
    acc = (acc ^ std::uint64_t(k * 31 + a.i)) * 1099511628211ull;
    f = f * 1.0000001 + 0.25;
    ld += 1;
    CHECK(r.running == a.i); // the driver resumed this fiber, not another
    to(r.ctx[a.i], std::move(r.main), r.main_st);
  }
  for (int v : mine) acc += std::uint64_t(v);
  r.result[a.i] = acc;
  r.fresult[a.i] = f + double(ld);
  return end(r.main, r.main_st); // the fiber ends: back to the driver, for good
}

/// What ring_fiber computes for fiber i after `rounds` resumes.
std::uint64_t expected(int i, int rounds, double &f_out) {
  std::uint64_t acc = 1469598103934665603ull ^ std::uint64_t(i);
  double f = 1.0 + i;
  long double ld = 0.5L * i;
  for (int k = 0; k <= rounds; ++k) {
    acc = (acc ^ std::uint64_t(k * 31 + i)) * 1099511628211ull;
    f = f * 1.0000001 + 0.25;
    ld += 1;
  }
  acc += std::uint64_t(i) * std::uint64_t(i + 1);
  f_out = f + double(ld);
  return acc;
}
} // namespace

TEST_CASE("fiber_switch_contexts_keep_their_values_in_any_resume_order", "[emulator]") {
  Ring r;
  Arg args[Ring::n];
  for (int i = 0; i < Ring::n; ++i) {
    args[i] = {&r, i};
    r.stacks.push_back(r.pool.allocate());
    const auto &s = r.stacks.back();
    r.running = i;
    // Starts fiber i; it runs its first step and switches back here.
    start(r.main, of(s), &ring_fiber, &args[i]);
  }
  const int rounds = 200;
  for (int k = 0; k < rounds; ++k)
    for (int j = 0; j < Ring::n; ++j) {
      // forward, backward, strided (7 and 48 coprime: each fiber once)
      const int i = k % 3 == 0 ? j : k % 3 == 1 ? Ring::n - 1 - j : (j * 7 + k) % Ring::n;
      r.running = i;
      to(r.main, std::move(r.ctx[i]), of(r.stacks[std::size_t(i)]));
    }
  r.stop = true;
  for (int i = 0; i < Ring::n; ++i) {
    r.running = i;
    to(r.main, std::move(r.ctx[i]), of(r.stacks[std::size_t(i)])); // the fiber ends
  }
  for (int i = 0; i < Ring::n; ++i) {
    double f = 0;
    CHECK(r.result[i] == expected(i, rounds, f));
    CHECK(r.fresult[i] == f);
    CHECK(r.text[i] == formatted(0.5L * i, 1.0 + i, i));
  }
  for (auto &s : r.stacks) r.pool.deallocate(s);
}

namespace {
struct Thrower {
  host::Context main, self;
  Stack main_st = main_stack();
  std::string caught;
  int resumed = 0;
};
[[gnu::noinline]] void throw_after_switch(Thrower &t) {
  to(t.self, std::move(t.main), t.main_st); // suspended between throw sites
  ++t.resumed;
  throw std::runtime_error("thrown in a fiber after a switch");
}
host::Context *throwing_fiber(void *p) noexcept {
  entered();
  auto &t = *static_cast<Thrower *>(p);
  try {
    throw_after_switch(t);
  } catch (const std::exception &e) {
    t.caught = e.what();
  }
  return end(t.main, t.main_st);
}
} // namespace

TEST_CASE("fiber_switch_exceptions_unwind_inside_a_fiber_across_switches", "[emulator]") {
  host::StackPool pool;
  auto s = pool.allocate();
  Thrower t;
  start(t.main, of(s), &throwing_fiber, &t);
  CHECK(t.caught.empty()); // suspended inside throw_after_switch
  to(t.main, std::move(t.self), of(s)); // throws, catches, ends
  CHECK(t.resumed == 1);
  CHECK(t.caught == "thrown in a fiber after a switch");
  pool.deallocate(s);
}

namespace {
struct Chain {
  host::Context main;
  Stack main_st = main_stack();
  std::vector<int> order;
  int next = 0;
};
host::Context *chain_fiber(void *p) noexcept {
  entered();
  auto &c = *static_cast<Chain *>(p);
  c.order.push_back(c.next++);
  return end(c.main, c.main_st);
}
} // namespace

TEST_CASE("fiber_switch_an_ended_fibers_stack_runs_the_next_one", "[emulator]") {
  host::StackPool pool;
  auto s = pool.allocate();
  Chain c;
  for (int i = 0; i < 1000; ++i)
    start(c.main, of(s), &chain_fiber, &c);
  REQUIRE(c.order.size() == 1000);
  for (int i = 0; i < 1000; ++i) CHECK(c.order[std::size_t(i)] == i);
  pool.deallocate(s);
}
