// S8/S9 negative: the near misses of red team 6's checker holes. A function
// pointer, `std::function`, virtual object or variant chosen uniformly (or
// not at all) and called by every thread; a constructor, destructor or
// temporary that synchronises, made by every thread; `std::invoke`,
// `std::apply`, `std::visit` of a barrier helper under a block-uniform
// branch; a `std::function` assigned and destroyed under a thread branch but
// called by all; a non-synchronising lambda invoked under a thread branch;
// `std::tie`, `std::get`, `std::optional`, a static and a lambda's captured
// flag set with uniform values (or under uniform branches). No RG04xx.
// EXIT: 0
// ARGS: --deny-warnings
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <functional>
#include <optional>
#include <tuple>
#include <variant>

RSGPU_FN void sync_it(rsgpu::Block b) { b.sync(); }
RSGPU_FN void nothing(rsgpu::Block) {}

struct A {
  RSGPU_FN virtual void step(rsgpu::Block b) { b.sync(); }
  virtual ~A() = default;
};
struct C : A {
  RSGPU_FN void step(rsgpu::Block) override {}
};
struct Guard {
  rsgpu::Block b;
  RSGPU_FN ~Guard() { b.sync(); }
};
struct CtorSync {
  RSGPU_FN explicit CtorSync(rsgpu::Block b) { b.sync(); }
};
struct SA {
  RSGPU_FN void operator()(rsgpu::Block b) const { b.sync(); }
};
struct SC {
  RSGPU_FN void operator()(rsgpu::Block) const {}
};

struct UniformCallees {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned half = b.size() / 2u;
    void (*f)(rsgpu::Block) = half > 16u ? &sync_it : &nothing;
    f(b);
    std::function<void(rsgpu::Block)> g = nothing;
    if (half > 16u)
      g = sync_it;
    g(b);
    if (b.thread_rank() < 32u) {
      std::function<void(rsgpu::Block)> h = sync_it; // stored, not called
      h = nothing;
    }
    A a;
    C c;
    A *p = half > 16u ? &a : static_cast<A *>(&c);
    p->step(b);
    std::variant<SA, SC> v;
    if (half > 16u)
      v = SC{};
    std::visit([&](auto &x) { x(b); }, v);
    if (auto e = y.mine(t))
      *e = 1.0f;
  }
};

struct UnconditionalObjects {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    CtorSync s{b};
    (void)s;
    (void)Guard{b};
    {
      Guard g{b};
      if (auto e = y.mine(t))
        *e = 2.0f;
    }
  }
};

struct LibraryUnderUniformBranch {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    float v = 1.0f;
    if (b.size() > 64u) {
      std::invoke(sync_it, b);
      std::apply(sync_it, std::make_tuple(b));
    }
    if (w.id() == 0u) // warp-uniform: fine around a warp collective
      v = std::invoke([&] { return w.reduce(v, rsgpu::Plus{}); });
    if (b.thread_rank() < 32u)
      v = std::invoke([&] { return v + 1.0f; }); // no barrier inside
    if (auto e = y.mine(t))
      *e = v;
  }
};

struct UniformValuesThroughLibrary {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    unsigned c = 0, d = 0;
    std::tie(c, d) = std::make_tuple(b.size(), 0u);
    if (c > 64u)
      b.sync();
    std::tuple<unsigned, unsigned> tp{0u, 0u};
    std::get<0>(tp) = b.size();
    if (std::get<0>(tp) > 64u)
      b.sync();
    std::optional<unsigned> o;
    if (b.size() > 64u)
      o = 1u;
    if (o)
      b.sync();
    static unsigned s;
    s = b.size();
    if (s > 64u)
      b.sync();
    bool flag = true;
    auto off = [&] { flag = false; };
    if (b.size() > 64u)
      off();
    if (flag)
      b.sync();
    if (auto e = y.mine(t))
      *e = float(d);
  }
};
