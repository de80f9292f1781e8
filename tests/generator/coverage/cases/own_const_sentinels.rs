use diff::*;
use kernel::own_const_sentinels;

fn main() {
    diff::main(|d| {
        for (n, k, block) in [(10usize, 0usize, 32usize), (1000, 7, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_const_sentinels(points = buf(floats(n, 37)), centres = buf(floats(k, 38)), nearest = buf_mut(zeros(n))));
        }
    });
}
