use diff::*;
use kernel::u27_int_widths;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 260] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_int_widths(a = buf(from_fn(n, |i| hash(70, i) as i8)), b = buf(from_fn(n, |i| hash(71, i) as u16)),
                                   wide = buf_mut(zeros(n)), mixed = buf_mut(zeros(n)), small = buf_mut(zeros(n))));
        }
    });
}
