use diff::*;
use kernel::api_shared_2d_matmul;

fn main() {
    diff::main(|d| {
        for n in [8usize, 13] {
            let g = n.div_ceil(8);
            launch!(d, blocks((g, g), (8, 8)),
                    api_shared_2d_matmul(a = buf(floats(n * n, 118)), b = buf(floats(n * n, 119)), n = val(n),
                                         c = buf_mut(zeros(n * n))));
        }
    });
}
