use diff::*;
use kernel::u29_quantize_i8;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            let g = n.div_ceil(block);
            launch!(d, blocks(g, block),
                    u29_quantize_i8(x = buf(floats(n, 2968)), q = buf_mut(zeros(n)), err = buf_mut(zeros(n)),
                                    scales = buf_mut(zeros(g * block / 32))));
        }
    });
}
