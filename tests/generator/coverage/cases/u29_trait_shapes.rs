use diff::*;
use kernel::u29_trait_shapes;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (70, 32), (500, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_trait_shapes(a = buf(floats(n, 2952)), b = buf(floats(n, 2953)), out = buf_mut(zeros(n))));
        }
    });
}
