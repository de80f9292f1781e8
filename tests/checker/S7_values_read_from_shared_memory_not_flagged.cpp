// S7 negative: storing values read from shared memory (copies, not views)
// into members, statics or out parameters is fine.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>
#include <utility>

struct Stats {
  float first = 0;
};

template <class R> RSGPU_FN void read_out(const R &r, float &out) {
  out = r[0];
}

struct Reduce {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto r = b.sync(std::move(s));
    Stats st;
    st.first = r[0];
    float out = 0;
    read_out(r, out);
    static thread_local int calls = 0;
    calls = int(r.len());
    if (auto e = y.mine(t)) *e = st.first + out;
  }
};
