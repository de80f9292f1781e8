use diff::*;
use kernel::u29_argmax_block;

fn main() {
    diff::main(|d| {
        for n in [1usize, 200, 1000] {
            let g = n.div_ceil(128);
            // few distinct values: ties are common
            launch!(d, blocks(g, 128),
                    u29_argmax_block(x = buf(from_fn(n, |i| (hash(2914, i) % 17) as f32)), best_v = buf_mut(zeros(g)),
                                     best_i = buf_mut(zeros(g))));
        }
    });
}
