use diff::*;
use kernel::u24_float_edge;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_float_edge(x = buf(floats(n, 2475)), y = buf(from_fn(n, |i| if i % 7 == 3 { 0.0 } else { floats(n, 2476)[i] })),
                                   ints = buf_mut(zeros(n)), floats = buf_mut(zeros(n))));
        }
    });
}
