//! The reference side of tests/rust_core: Rust's core functions, run natively
//! by rustc (with overflow checks on, as a debug build) over a table of
//! inputs, one line per call: `NAME ARGS = RESULT`. core_test.cpp prints the
//! same lines from include/rsgpu/rust/core*.hpp and compares them.
//! Integers print in decimal, floats as their bits, a panic as
//! `panic: MESSAGE`.
use std::cmp::Ordering;
use std::fmt::Write as _;
use std::hint::black_box as bb;
use std::panic::{catch_unwind, AssertUnwindSafe};

trait Show {
    fn show(&self) -> String;
}
macro_rules! show_int { ($($t:ty)*) => {$( impl Show for $t { fn show(&self) -> String { self.to_string() } } )*}; }
show_int!(i8 i16 i32 i64 u8 u16 u32 u64 usize bool);
impl Show for f32 {
    fn show(&self) -> String {
        format!("f32:{:08x}", self.to_bits())
    }
}
impl Show for f64 {
    fn show(&self) -> String {
        format!("f64:{:016x}", self.to_bits())
    }
}
impl<T: Show> Show for Option<T> {
    fn show(&self) -> String {
        match self {
            Some(v) => format!("Some({})", v.show()),
            None => "None".into(),
        }
    }
}
impl<A: Show, B: Show> Show for (A, B) {
    fn show(&self) -> String {
        format!("({},{})", self.0.show(), self.1.show())
    }
}
impl Show for Ordering {
    fn show(&self) -> String {
        format!("{:?}", self)
    }
}
impl<T: Show> Show for Vec<T> {
    fn show(&self) -> String {
        let v: Vec<String> = self.iter().map(|x| x.show()).collect();
        format!("[{}]", v.join(" "))
    }
}

fn run<R: Show>(f: impl FnOnce() -> R) -> String {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.show(),
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            // Float clamp formats its bounds with `{:?}` ("... min = 1.0,
            // max = 0.0"), which the C++ layer does not; compare the fixed part.
            let msg = match msg.strip_prefix("min > max, or either was NaN") {
                Some(_) => "min > max, or either was NaN".to_string(),
                None => msg,
            };
            format!("panic: {msg}")
        }
    }
}

struct Out(String);
impl Out {
    fn line(&mut self, name: &str, args: &[String], r: String) {
        writeln!(self.0, "{} {} = {}", name, args.join(" "), r).unwrap();
    }
}

macro_rules! int_values {
    ($t:ty) => {{
        let mut v: Vec<$t> = vec![<$t>::MIN, <$t>::MIN + 1, 0, 1, 2, 3, 7, 10, 31, 32, 33, 100, 127, <$t>::MAX / 2, <$t>::MAX - 1, <$t>::MAX];
        if <$t>::MIN != 0 {
            v.extend([(0 as $t).wrapping_sub(1), (0 as $t).wrapping_sub(2), (0 as $t).wrapping_sub(7), (0 as $t).wrapping_sub(100), <$t>::MIN / 2]);
        }
        v.sort();
        v.dedup();
        v
    }};
}
const SHIFTS: [u32; 13] = [0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64];

macro_rules! bin {
    ($o:ident, $ty:ident, $vals:ident; $($f:ident)*) => {$(
        for &a in &$vals { for &b in &$vals {
            $o.line(&format!("{}.{}", $ty, stringify!($f)), &[a.show(), b.show()], run(|| bb(a).$f(bb(b))));
        }}
    )*};
}
macro_rules! un {
    ($o:ident, $ty:ident, $vals:ident; $($f:ident)*) => {$(
        for &a in &$vals {
            $o.line(&format!("{}.{}", $ty, stringify!($f)), &[a.show()], run(|| bb(a).$f()));
        }
    )*};
}
macro_rules! sh {
    ($o:ident, $ty:ident, $vals:ident; $($f:ident)*) => {$(
        for &a in &$vals { for &s in &SHIFTS {
            $o.line(&format!("{}.{}", $ty, stringify!($f)), &[a.show(), s.show()], run(|| bb(a).$f(bb(s))));
        }}
    )*};
}

macro_rules! int_tests {
    ($o:expr, $t:ident, $signed:tt) => {{
        let o: &mut Out = $o;
        let vals = int_values!($t);
        let ty = stringify!($t);
        bin!(o, ty, vals; checked_add checked_sub checked_mul checked_div checked_rem checked_div_euclid checked_rem_euclid
             wrapping_add wrapping_sub wrapping_mul wrapping_div wrapping_rem wrapping_div_euclid wrapping_rem_euclid
             saturating_add saturating_sub saturating_mul saturating_div
             overflowing_add overflowing_sub overflowing_mul overflowing_div overflowing_rem
             div_euclid rem_euclid abs_diff min max);
        for &a in &vals { for &b in &vals {
            o.line(&format!("{ty}.cmp"), &[a.show(), b.show()], run(|| bb(a).cmp(&bb(b))));
        }}
        un!(o, ty, vals; checked_neg wrapping_neg overflowing_neg count_ones count_zeros leading_zeros trailing_zeros
            leading_ones trailing_ones swap_bytes reverse_bits isqrt checked_ilog2 checked_ilog10 ilog2 ilog10);
        sh!(o, ty, vals; checked_shl checked_shr wrapping_shl wrapping_shr overflowing_shl overflowing_shr rotate_left rotate_right
            pow checked_pow wrapping_pow saturating_pow overflowing_pow);
        for &x in &vals { for &lo in &[0 as $t, 1, 7, <$t>::MAX] { for &hi in &[0 as $t, 7, 100, <$t>::MAX] {
            o.line(&format!("{ty}.clamp"), &[x.show(), lo.show(), hi.show()], run(|| bb(x).clamp(bb(lo), bb(hi))));
        }}}
        int_tests!(@sign o, ty, vals, $signed);
    }};
    (@sign $o:ident, $ty:ident, $vals:ident, signed) => {{
        for &a in &$vals {
            for (f, r) in [
                ("abs", run(|| bb(a).abs())), ("checked_abs", run(|| bb(a).checked_abs())),
                ("wrapping_abs", run(|| bb(a).wrapping_abs())), ("saturating_abs", run(|| bb(a).saturating_abs())),
                ("overflowing_abs", run(|| bb(a).overflowing_abs())), ("saturating_neg", run(|| bb(a).saturating_neg())),
                ("unsigned_abs", run(|| bb(a).unsigned_abs())), ("signum", run(|| bb(a).signum())),
                ("is_positive", run(|| bb(a).is_positive())), ("is_negative", run(|| bb(a).is_negative())),
                ("checked_isqrt", run(|| bb(a).checked_isqrt())),
            ] {
                $o.line(&format!("{}.{f}", $ty), &[a.show()], r);
            }
        }
    }};
    (@sign $o:ident, $ty:ident, $vals:ident, unsigned) => {{
        for &a in &$vals {
            for (f, r) in [
                ("is_power_of_two", run(|| bb(a).is_power_of_two())),
                ("next_power_of_two", run(|| bb(a).next_power_of_two())),
                ("checked_next_power_of_two", run(|| bb(a).checked_next_power_of_two())),
            ] {
                $o.line(&format!("{}.{f}", $ty), &[a.show()], r);
            }
        }
    }};
}

macro_rules! float_tests {
    ($o:expr, $t:ident) => {{
        let o: &mut Out = $o;
        let ty = stringify!($t);
        let vals: Vec<$t> = vec![<$t>::NAN, -<$t>::NAN, <$t>::INFINITY, <$t>::NEG_INFINITY, -0.0, 0.0,
            <$t>::MIN_POSITIVE, <$t>::MIN_POSITIVE / 4.0, -<$t>::MIN_POSITIVE / 8.0, <$t>::MAX, <$t>::MIN, <$t>::EPSILON,
            -2.5, -1.5, -1.0, -0.5, 0.5, 1.0, 1.5, 2.5, 3.0, 0.1, -7.75, 1e10, 123456.789];
        un!(o, ty, vals; abs signum recip to_degrees to_radians floor ceil round round_ties_even trunc fract sqrt
            is_nan is_infinite is_finite is_normal is_subnormal is_sign_positive is_sign_negative to_bits);
        bin!(o, ty, vals; min max copysign rem_euclid div_euclid);
        for &a in &vals { for &b in &vals {
            o.line(&format!("{ty}.total_cmp"), &[a.show(), b.show()], run(|| bb(a).total_cmp(&bb(b))));
            o.line(&format!("{ty}.partial_cmp"), &[a.show(), b.show()], run(|| bb(a).partial_cmp(&bb(b))));
        }}
        let few = [<$t>::NAN, <$t>::NEG_INFINITY, -1.5, -0.0, 0.0, 0.5, 2.5, <$t>::MAX];
        for &x in &vals { for &lo in &few { for &hi in &few {
            o.line(&format!("{ty}.clamp"), &[x.show(), lo.show(), hi.show()], run(|| bb(x).clamp(bb(lo), bb(hi))));
        }}}
        for &a in &few { for &b in &few { for &c in &few {
            o.line(&format!("{ty}.mul_add"), &[a.show(), b.show(), c.show()], run(|| bb(a).mul_add(bb(b), bb(c))));
        }}}
    }};
}

// core_convert.hpp and the calls of branch gen-core: TryFrom between
// integers, bool::then, which reference <&T as Ord>::max/min return
fn convert_tests(o: &mut Out) {
    for v in [i64::MIN, -129, -128, -1, 0, 127, 128, 255, 256, 65535, 65536, i32::MAX as i64, u32::MAX as i64, i64::MAX] {
        let a = [v.show()];
        o.line("try_from.i64.u8", &a, run(|| u8::try_from(bb(v)).unwrap_or(7)));
        o.line("try_from.i64.i8", &a, run(|| i8::try_from(bb(v)).unwrap_or(7)));
        o.line("try_from.i64.u32", &a, run(|| u32::try_from(bb(v)).is_ok()));
        o.line("try_from.i64.i32", &a, run(|| i32::try_from(bb(v)).ok()));
        o.line("try_from.u64.i64", &a, run(|| i64::try_from(bb(v as u64)).is_err()));
        o.line("try_from.u32.i16", &a, run(|| i16::try_from(bb(v as u32)).unwrap_or(-7)));
        o.line("from.u16.f32", &a, run(|| f32::from(bb(v as u16))));
        o.line("from.i16.i64", &a, run(|| i64::from(bb(v as i16))));
    }
    for c in [false, true] {
        o.line("bool.then", &[c.show()], run(|| bb(c).then(|| 9u16)));
    }
    for (x, y) in [(1i32, 2i32), (2, 1), (3, 3), (-4, 4)] {
        let a = [x.show(), y.show()];
        let (p, q) = (&x, &y);
        o.line("ord_ref.max", &a, run(|| std::ptr::eq(bb(p).max(bb(q)), q)));
        o.line("ord_ref.min", &a, run(|| std::ptr::eq(bb(p).min(bb(q)), p)));
    }
}

fn option_tests(o: &mut Out) {
    for v in [None, Some(0i32), Some(5), Some(-3)] {
        let a = [v.show()];
        o.line("option.unwrap", &a, run(|| bb(v).unwrap()));
        o.line("option.expect", &a, run(|| bb(v).expect("value needed")));
        o.line("option.unwrap_or", &a, run(|| bb(v).unwrap_or(42)));
        o.line("option.unwrap_or_default", &a, run(|| bb(v).unwrap_or_default()));
        o.line("option.map", &a, run(|| bb(v).map(|x| x * 2 + 1)));
        o.line("option.and_then", &a, run(|| bb(v).and_then(|x| x.checked_sub(1).filter(|y| *y != 4))));
        o.line("option.filter", &a, run(|| bb(v).filter(|x| *x > 0)));
        o.line("option.or", &a, run(|| bb(v).or(Some(9))));
        o.line("option.zip", &a, run(|| bb(v).zip(Some(7u32))));
        o.line("option.is_some", &a, run(|| bb(v).is_some()));
    }
    for c in [false, true] {
        o.line("bool.then_some", &[c.show()], run(|| bb(c).then_some(3u8)));
    }
    for a in [Ordering::Less, Ordering::Equal, Ordering::Greater] {
        for b in [Ordering::Less, Ordering::Equal, Ordering::Greater] {
            o.line("ordering.then", &[a.show(), b.show()], run(|| a.then(b)));
        }
        o.line("ordering.reverse", &[a.show()], run(|| a.reverse()));
        o.line("ordering.is_le", &[a.show()], run(|| a.is_le()));
    }
}

fn iter_tests(o: &mut Out) {
    let ranges: [(u32, u32); 6] = [(0, 0), (0, 1), (3, 20), (5, 4), (u32::MAX - 5, u32::MAX), (10, 17)];
    for (s, e) in ranges {
        let a = [s.show(), e.show()];
        o.line("range", &a, run(|| (s..e).collect::<Vec<_>>()));
        o.line("range.rev", &a, run(|| (s..e).rev().collect::<Vec<_>>()));
        for step in [0usize, 1, 2, 3, 4, 7] {
            let a = [s.show(), e.show(), step.show()];
            o.line("range.step_by", &a, run(|| (s..e).step_by(bb(step)).collect::<Vec<_>>()));
            o.line("range.rev.step_by", &a, run(|| (s..e).rev().step_by(bb(step)).collect::<Vec<_>>()));
            // a signed range: Rust's generic StepBy (no item count up front)
            let (si, ei) = (s as i32 - 8, (e % 1000) as i32 - 8);
            o.line("range.step_by_i32", &a, run(|| (si..ei).step_by(bb(step)).collect::<Vec<_>>()));
        }
        o.line("range.enumerate", &a, run(|| (s..e).enumerate().map(|(i, v)| (i, v)).collect::<Vec<_>>()));
        o.line("range.zip", &a, run(|| (s..e).zip(0u8..4).collect::<Vec<_>>()));
        o.line("range.map", &a, run(|| (s..e).map(|v| v.wrapping_mul(3)).collect::<Vec<_>>()));
        o.line("range.sum", &a, run(|| (s..e).map(|v| v as u64).sum::<u64>()));
        o.line("range.position", &a, run(|| (s..e).position(|v| v % 4 == 3)));
        o.line("range.count", &a, run(|| (s..e).count()));
        o.line("range.nth", &a, run(|| (s..e).nth(2)));
    }
    // binary_search / partition_point (core's exact steps: unsorted slices and
    // duplicates too; partition_point lists the elements it visited)
    for arr in [vec![], vec![4u32], vec![1, 3, 3, 3, 5, 8], vec![5, 1, 4, 1, 9, 2, 6], vec![2, 2, 2, 2, 2, 2, 2, 2]] {
        for q in 0u32..10 {
            let a = [arr.len().show(), arr.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(","), q.show()];
            o.line("slice.binary_search", &a, run(|| match bb(&arr[..]).binary_search(&q) { Ok(i) => (true, i), Err(i) => (false, i) }));
            o.line("slice.partition_point", &a, run(|| {
                let mut seen = vec![];
                let p = arr.partition_point(|&v| { seen.push(v as usize); if q % 2 == 0 { v < q } else { v % 3 != 0 } });
                let mut r = vec![p];
                r.extend(seen);
                r
            }));
            let pat: Vec<u32> = arr.iter().take((q % 4) as usize).map(|v| v + (q / 5)).collect();
            o.line("slice.starts_with", &a, run(|| arr.starts_with(bb(&pat[..]))));
            o.line("slice.ends_with", &a, run(|| arr.ends_with(bb(&pat[..]))));
        }
        let a = [arr.len().show(), arr.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(",")];
        o.line("iter.product_u32", &a, run(|| bb(&arr[..]).iter().product::<u32>()));
        o.line("iter.product_u8", &a, run(|| bb(&arr[..]).iter().map(|v| *v as u8 + 1).product::<u8>()));
        o.line("iter.product_f32", &a, run(|| bb(&arr[..]).iter().map(|v| *v as f32 * 0.3).product::<f32>()));
    }
    for v in [0u32, 1, 0x1234_5678, u32::MAX] {
        o.line("u32.to_be_bytes", &[v.show()], run(|| bb(v).to_be_bytes().to_vec()));
        o.line("i64.to_be_bytes", &[v.show()], run(|| (-(bb(v) as i64) * 77).to_be_bytes().to_vec()));
    }
    let data: Vec<i32> = (0..11).map(|i| i * i - 20).collect();
    for len in [0usize, 1, 5, 11] {
        let s = &data[..len];
        for size in [0usize, 1, 3, 4, 11, 12] {
            let a = [len.show(), size.show()];
            o.line("slice.chunks", &a, run(|| s.chunks(bb(size)).map(|c| c.iter().sum::<i32>()).collect::<Vec<_>>()));
            o.line("slice.chunks.rev", &a, run(|| s.chunks(bb(size)).rev().map(|c| c.len()).collect::<Vec<_>>()));
            o.line("slice.chunks_exact", &a, run(|| s.chunks_exact(bb(size)).map(|c| c[0]).collect::<Vec<_>>()));
            o.line("slice.chunks_exact.remainder", &a, run(|| s.chunks_exact(bb(size)).remainder().len()));
        }
        let a = [len.show()];
        o.line("slice.iter.sum", &a, run(|| s.iter().sum::<i32>()));
        o.line("slice.iter.rev", &a, run(|| s.iter().rev().copied().collect::<Vec<_>>()));
        o.line("slice.iter.fold", &a, run(|| s.iter().fold(1i32, |acc, v| acc.wrapping_mul(3) ^ v)));
        o.line("slice.iter.any", &a, run(|| s.iter().any(|v| *v > 50)));
        o.line("slice.iter.all", &a, run(|| s.iter().all(|v| *v > -30)));
        let f: Vec<f32> = s.iter().map(|v| *v as f32 * 0.25).collect();
        o.line("slice.iter.sum_f32", &a, run(|| f.iter().sum::<f32>()));
        o.line("slice.iter.sum_i8", &a, run(|| s.iter().map(|v| *v as i8).sum::<i8>()));
        // slices as values (include/rsgpu/rust/core_slice.hpp)
        for (lo, hi) in [(0usize, 0usize), (0, 1), (2, 5), (3, 2), (0, 11), (4, 12), (12, 12), (13, 12)] {
            let a = [len.show(), lo.show(), hi.show()];
            o.line("slice.index_range", &a, run(|| s[bb(lo)..bb(hi)].iter().copied().collect::<Vec<_>>()));
        }
        for k in [0usize, 1, 11, 12, 13, usize::MAX] {
            let a = [len.show(), k.show()];
            o.line("slice.index_from", &a, run(|| s[bb(k)..].iter().copied().collect::<Vec<_>>()));
            o.line("slice.index_to", &a, run(|| s[..bb(k)].iter().copied().collect::<Vec<_>>()));
        }
        for (lo, hi) in [(0usize, 0usize), (2, 5), (3, 2), (4, 3), (0, 11), (0, 12), (12, 11), (13, 12), (0, usize::MAX), (5, 3), (13, 3), (6, 4)] {
            let a = [len.show(), lo.show(), hi.show()];
            o.line("slice.index_inclusive", &a, run(|| s[bb(lo)..=bb(hi)].iter().copied().collect::<Vec<_>>()));
            if hi < 100 {
                o.line("slice.index_inclusive.exhausted", &a, run(|| {
                    let mut r = bb(lo)..=bb(hi);
                    for _ in r.by_ref() {}
                    s[r].iter().copied().collect::<Vec<_>>()
                }));
            }
        }
for size in [0usize, 1, 3, 11, 12] {
            let a = [len.show(), size.show()];
            o.line("slice.windows", &a, run(|| s.windows(bb(size)).map(|w| w.iter().sum::<i32>()).collect::<Vec<_>>()));
            o.line("slice.windows.rev", &a, run(|| s.windows(bb(size)).rev().map(|w| w[0]).collect::<Vec<_>>()));
        }
        for mid in [0usize, 1, 5, 12] {
            let a = [len.show(), mid.show()];
            o.line("slice.split_at", &a, run(|| {
                let (l, r) = s.split_at(bb(mid));
                (l.len(), r.iter().sum::<i32>())
            }));
        }
        o.line("slice.first", &a, run(|| s.first().copied()));
        o.line("slice.last", &a, run(|| s.last().copied()));
        o.line("slice.iter.max", &a, run(|| s.iter().max().copied()));
        o.line("slice.iter.min", &a, run(|| s.iter().min().copied()));
        o.line("slice.iter.copied.sum", &a, run(|| s.iter().copied().sum::<i32>()));
        o.line("slice.iter.enumerate.zip", &a, run(|| {
            s.iter().enumerate().zip(s.iter().rev()).map(|((i, x), y)| i as i32 * x - y).collect::<Vec<_>>()
        }));
        o.line("slice.iter.position", &a, run(|| s.iter().position(|v| *v > 0)));
        // adapters of read-only iterators and their consumers (core_iter.hpp)
        for k in [0usize, 1, 3, 11, 12, 20] {
            let a = [len.show(), k.show()];
            o.line("slice.iter.skip.take", &a, run(|| s.iter().skip(bb(k)).take(3).copied().collect::<Vec<_>>()));
            o.line("slice.iter.take.skip", &a, run(|| s.iter().take(bb(k)).skip(2).copied().collect::<Vec<_>>()));
        }
        o.line("slice.iter.filter.count", &a, run(|| s.iter().filter(|&&v| v > 0).count()));
        o.line("slice.iter.filter_map.sum", &a, run(|| s.iter().filter_map(|&v| v.checked_sub(-10)).sum::<i32>()));
        o.line("slice.iter.take_while", &a, run(|| s.iter().take_while(|&&v| v < 0).copied().collect::<Vec<_>>()));
        o.line("slice.iter.chain", &a, run(|| s.iter().chain(s.iter().rev()).copied().collect::<Vec<_>>()));
        o.line("slice.iter.last", &a, run(|| s.iter().last().copied()));
        o.line("slice.iter.rev.find", &a, run(|| s.iter().rev().find(|&&v| v < 0).copied()));
        o.line("slice.iter.rposition", &a, run(|| s.iter().rposition(|v| *v < 0)));
        o.line("slice.iter.max_by", &a, run(|| s.iter().enumerate().max_by(|x, y| (x.1 / 8).cmp(&(y.1 / 8))).map(|(i, _)| i)));
        o.line("slice.iter.min_by", &a, run(|| s.iter().enumerate().min_by(|x, y| (x.1 / 8).cmp(&(y.1 / 8))).map(|(i, _)| i)));
        o.line("slice.iter.min_by_key", &a, run(|| s.iter().enumerate().min_by_key(|&(_, v)| v.abs() / 8).map(|(i, _)| i)));
        o.line("slice.iter.max_by_key", &a, run(|| s.iter().enumerate().max_by_key(|&(_, v)| v.abs() / 8).map(|(i, _)| i)));
        // the closures core passes to fold/reduce at O3 (core_fold.hpp)
        o.line("fold.map_sum_f32", &a, run(|| f.iter().map(|v| v * v).sum::<f32>()));
        o.line("fold.copied_fmax", &a, run(|| f.iter().copied().fold(f32::NEG_INFINITY, f32::max)));
        o.line("fold.copied_fmin", &a, run(|| f.iter().copied().fold(f32::INFINITY, f32::min)));
        o.line("fold.reduce_max", &a, run(|| s.iter().max().copied()));
        o.line("fold.reduce_min", &a, run(|| s.iter().min().copied()));
        o.line("fold.map_sum_i8", &a, run(|| s.iter().map(|v| *v as i8).sum::<i8>()));
        o.line("fold.sum", &a, run(|| s.iter().sum::<i32>()));
        o.line("fold.product", &a, run(|| s.iter().product::<i32>()));
        for (i, j) in [(0usize, 0usize), (0, 4), (4, 0), (2, 11)] {
            let a = [len.show(), i.show(), j.show()];
            o.line("slice.swap", &a, run(|| {
                let mut m = [0i32; 11];
                m[..len].copy_from_slice(s);
                m[..len].swap(bb(i), bb(j));
                m[..len].to_vec()
            }));
        }
    }
    o.line("array.into_iter", &[], run(|| [16u32, 8, 4, 2, 1].into_iter().collect::<Vec<_>>()));
    o.line("array.into_iter.rev", &[], run(|| [16u32, 8, 4, 2, 1].into_iter().rev().collect::<Vec<_>>()));
    for (a, b) in [(1u32, 2u32), (u32::MAX, 1), (7, 0)] {
        o.line("u32.add_assign_ref", &[a.show(), b.show()], run(|| {
            let mut x = bb(a);
            x += &b;
            x
        }));
        o.line("u32.sub_assign_ref", &[a.show(), b.show()], run(|| {
            let mut x = bb(b);
            x -= &a;
            x
        }));
    }
    for v in [0u32, 1, 0x1234_5678, u32::MAX] {
        o.line("u32.to_le_bytes", &[v.show()], run(|| v.to_le_bytes().into_iter().collect::<Vec<_>>()));
    }
    for v in [0i16, -2, i16::MIN, 0x0102] {
        o.line("i16.to_le_bytes", &[v.show()], run(|| v.to_le_bytes().into_iter().collect::<Vec<_>>()));
    }
    for v in [0u32, 1, 0x8000_0000, u32::MAX] {
        o.line("u32.nonzero_new", &[v.show()], run(|| core::num::NonZero::<u32>::new(v).map(|n| n.get())));
        o.line("u32.nonzero_bits", &[v.show()], run(|| core::num::NonZero::<u32>::new(v).map_or(0, |n| n.get())));
    }
    o.line("mem.swap", &[], run(|| {
        let (mut a, mut b) = (-7i32, 12i32);
        core::mem::swap(&mut a, &mut b);
        vec![a, b]
    }));
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: reference OUT.txt");
    std::panic::set_hook(Box::new(|_| {}));
    let mut o = Out(String::new());
    int_tests!(&mut o, i8, signed);
    int_tests!(&mut o, i16, signed);
    int_tests!(&mut o, i32, signed);
    int_tests!(&mut o, i64, signed);
    int_tests!(&mut o, u8, unsigned);
    int_tests!(&mut o, u16, unsigned);
    int_tests!(&mut o, u32, unsigned);
    int_tests!(&mut o, u64, unsigned);
    float_tests!(&mut o, f32);
    float_tests!(&mut o, f64);
    option_tests(&mut o);
    iter_tests(&mut o);
    convert_tests(&mut o);
    std::fs::write(&path, o.0).unwrap();
}
