use diff::*;
use kernel::u24_loop_break_value;

fn main() {
    diff::main(|d| {
        for (n, block, cap) in [(1usize, 32usize, 10u32), (300, 64, 100), (1000, 128, 60)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_loop_break_value(x = buf(from_fn(n, |i| (hash(2404, i) % 100000) as u32)), cap = val(cap),
                                         out = buf_mut(zeros(n))));
        }
    });
}
