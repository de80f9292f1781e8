use diff::*;
use kernel::u27_bit_ops;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 200] {
            let x = from_fn(n, |i| match i % 5 { 0 => 0, 1 => 1 << (i % 32), _ => hash(63, i) as u32 >> (i % 17) });
            launch!(d, threads(n.div_ceil(64), 64), u27_bit_ops(x = buf(x), out = buf_mut(zeros(4 * n))));
        }
    });
}
