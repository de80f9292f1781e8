use diff::*;
use kernel::u27_fixed_q16;

fn main() {
    diff::main(|d| {
        for (n, a, b, s) in [(1usize, 3 << 16, 1 << 15, 1 << 16), (200, -(5 << 14), 7, 3 << 17), (77, 1 << 30, -(1 << 30), 0)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_fixed_q16(x = buf(from_fn(n, |i| hash(39, i) as i32)), y = buf_mut(zeros(n)), a = val(a), b = val(b), scale = val(s)));
        }
    });
}
